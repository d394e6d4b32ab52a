/** Delete my data: a button opening the typed-name confirmation; afterwards, signing out. */
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import { useDeleteMyData } from '../api/account-data-queries.ts';
import { DeleteDataDialog } from './delete-data-dialog.tsx';

export function DeleteDataSection() {
  const { i18n } = useLingui();
  const { user, logout } = useAuth();
  const deletion = useDeleteMyData();
  const [open, setOpen] = useState(false);
  // The name the account goes by at its issuer, which the server compares what is typed with.
  const accountName = user?.name ?? user?.email ?? '';
  return (
    <section aria-labelledby="delete-heading">
      <Typography variant="h5" component="h2" id="delete-heading" gutterBottom>
        {i18n._('yourData.deleteHeading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{i18n._('yourData.deleteIntro')}</Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {i18n._('yourData.delete')}
      </Button>
      <DeleteDataDialog
        open={open}
        accountName={accountName}
        pending={deletion.isPending}
        failure={deletion.error?.message}
        deleted={deletion.isSuccess}
        onDelete={(confirm) => deletion.mutate({ body: { confirm } })}
        onSignOut={() => void logout()}
        onClose={() => {
          deletion.reset();
          setOpen(false);
        }}
      />
    </section>
  );
}
