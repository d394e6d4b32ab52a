/** The signed-in visitor's data: import a history from elsewhere, export it all, delete it all. */
import { useLingui } from '@lingui/react';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { DeleteDataSection } from './delete-data-section.tsx';
import { ExportSection } from './export-section.tsx';
import { ImportSection } from './import-section.tsx';

interface YourDataScreenProps {
  /** The import under way, from the address. */
  jobId: string | undefined;
  onJob: (id: string | undefined) => void;
}

export function YourDataScreen({ jobId, onJob }: YourDataScreenProps) {
  const { i18n } = useLingui();
  usePageTitle(i18n._('yourData.heading'));
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._('yourData.heading')}
      </Typography>
      <ImportSection jobId={jobId} onJob={onJob} />
      <Divider sx={{ my: 4 }} />
      <ExportSection />
      <Divider sx={{ my: 4 }} />
      <DeleteDataSection />
    </Container>
  );
}
