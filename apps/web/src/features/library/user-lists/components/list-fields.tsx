/**
 * A list's name and description as text fields, each saying what is wrong with it (too long,
 * no name) as the visitor types, so a form is never sent for the API to refuse.
 */
import { useLingui } from '@lingui/react';
import TextField from '@mui/material/TextField';
import { DESCRIPTION_MAX, NAME_MAX, descriptionProblem, nameProblem } from '../lib/list-view.ts';

export interface ListFieldValues {
  name: string;
  description: string;
}

/** Whether the fields may be sent. */
export const fieldsAreValid = ({ name, description }: ListFieldValues) =>
  nameProblem(name) === null && descriptionProblem(description) === null;

export function ListFields({
  values,
  onChange,
  /** Whether to say a missing name is missing (not before the visitor has typed or sent). */
  showMissing,
  autoFocus,
}: {
  values: ListFieldValues;
  onChange: (values: ListFieldValues) => void;
  showMissing: boolean;
  autoFocus?: boolean;
}) {
  const { i18n } = useLingui();
  const name = nameProblem(values.name);
  const nameError = name !== null && (showMissing || values.name.length > 0) ? name : null;
  const description = descriptionProblem(values.description);
  return (
    <>
      <TextField
        label={i18n._('user-lists.name')}
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
        error={nameError !== null}
        helperText={
          nameError
            ? i18n._(nameError, { max: NAME_MAX })
            : i18n._('user-lists.characters', { count: values.name.length, max: NAME_MAX })
        }
        required
        fullWidth
        autoFocus={autoFocus}
        margin="dense"
      />
      <TextField
        label={i18n._('user-lists.description')}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
        error={description !== null}
        helperText={
          description
            ? i18n._(description, { max: DESCRIPTION_MAX })
            : i18n._('user-lists.characters', {
                count: values.description.length,
                max: DESCRIPTION_MAX,
              })
        }
        multiline
        minRows={2}
        fullWidth
        margin="dense"
      />
    </>
  );
}
