/**
 * A person's credits (SPEC §2 Person): Movies / TV Shows, then the department (Acting,
 * Directing, Writing…), as the address says; roles apart from appearances as themselves.
 */
import { useLingui } from '@lingui/react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PersonResponse } from '@media-search/api-client';
import { Section } from '@/components/media/section-heading.tsx';
import { departmentName } from '@/components/media/tmdb-terms.ts';
import {
  ACTING,
  actingCredits,
  chooseDepartment,
  crewCredits,
  defaultCreditType,
  departmentsOf,
  type CreditType,
} from '../lib/credits.ts';
import { CreditList } from './credit-list.tsx';

/** What the visitor chose; absent parts take their defaults. */
export interface CreditsChoice {
  media?: CreditType;
  department?: string;
}

interface PersonCreditsProps extends CreditsChoice {
  person: Pick<PersonResponse, 'combinedCredits' | 'knownForDepartment'>;
  onChoose: (choice: CreditsChoice) => void;
}

export function PersonCredits({ person, media, department, onChoose }: PersonCreditsProps) {
  const { i18n } = useLingui();
  const { combinedCredits: credits, knownForDepartment } = person;
  const creditType = media ?? defaultCreditType(credits);
  const departments = departmentsOf(credits, creditType);
  const shown = chooseDepartment(departments, department, knownForDepartment);
  const acting = shown === ACTING ? actingCredits(i18n, credits.cast, creditType) : null;
  const crew = shown && shown !== ACTING ? crewCredits(i18n, credits.crew, creditType, shown) : [];
  const chooseType = (type: CreditType) => {
    // A department the other media type also has stays chosen; otherwise its default applies.
    const keep = shown && departmentsOf(credits, type).includes(shown) ? shown : undefined;
    onChoose({ media: type, ...(keep && { department: keep }) });
  };
  return (
    <Section heading={i18n._('people.credits')}>
      <ToggleButtonGroup
        exclusive
        value={creditType}
        onChange={(_event, value: CreditType | null) => value && chooseType(value)}
        aria-label={i18n._('people.creditsToShow')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="movie">{i18n._('people.movies')}</ToggleButton>
        <ToggleButton value="tv">{i18n._('people.tvShows')}</ToggleButton>
      </ToggleButtonGroup>
      {departments.length > 1 && (
        <ToggleButtonGroup
          exclusive
          value={shown}
          onChange={(_event, value: string | null) =>
            value && onChoose({ media: creditType, department: value })
          }
          aria-label={i18n._('people.department')}
          size="small"
          sx={{ display: 'flex', flexWrap: 'wrap', mb: 2 }}
        >
          {departments.map((name) => (
            <ToggleButton key={name} value={name}>
              {departmentName(i18n, name)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {acting ? (
        <>
          {acting.roles.length > 0 && (
            <CreditList credits={acting.roles} label={i18n._('people.actingCredits')} />
          )}
          {acting.asSelf.length > 0 && (
            <>
              <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 2 }}>
                {i18n._('people.appearancesAsSelf')}
              </Typography>
              <CreditList credits={acting.asSelf} label={i18n._('people.appearancesAsSelf')} />
            </>
          )}
        </>
      ) : shown && crew.length > 0 ? (
        <CreditList
          credits={crew}
          label={i18n._('people.departmentCredits', { department: departmentName(i18n, shown) })}
        />
      ) : (
        <Typography>
          {creditType === 'movie' ? i18n._('people.noMovieCredits') : i18n._('people.noTvCredits')}
        </Typography>
      )}
    </Section>
  );
}
