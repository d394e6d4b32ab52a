/**
 * The import's file: a button opening the browser's picker, on an area a file can also be
 * dropped on (the button is the way in for the keyboard and for screen readers).
 */
import { useLingui } from '@lingui/react';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';

interface FilePickerProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

export function FilePicker({ disabled, onFile }: FilePickerProps) {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        // Without this the browser opens a dropped file instead of handing it to the page.
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: dragging ? 'primary.main' : 'divider',
      }}
    >
      <Button
        variant="contained"
        startIcon={<FileUploadIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {i18n._('yourData.chooseFile')}
      </Button>
      <Typography color="text.secondary">{i18n._('yourData.dropHint')}</Typography>
      <input
        ref={input}
        type="file"
        accept=".zip,.csv,.json,application/zip,text/csv,application/json"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so that choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
