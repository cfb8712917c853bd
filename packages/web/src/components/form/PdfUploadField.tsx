import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import Delete from '@mui/icons-material/Delete';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { formatFileSize } from '@divida/domain/format';
import { errorMessage } from '../../lib/notify.ts';
import { checkPdf, MAX_UPLOAD_MB, uploadPdf, type UploadedFile } from './pdfFiles.ts';

const POPOVER_MS = 10_000;

export interface PdfUploadFieldProps {
  label: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  required?: boolean;
  multiple?: boolean;
  maxSizeMb?: number;
  error?: string;
  upload?: (file: File) => Promise<UploadedFile>;
  /** Names already chosen elsewhere in the same form (no duplicate names across its fields). */
  otherNames?: readonly string[];
}

/** PDF upload (spec 01 §5, §9): PDF only, a size limit, no duplicate names, '*' or '(Opcional)', a help popover. */
export function PdfUploadField({
  label,
  value,
  onChange,
  required = false,
  multiple = false,
  maxSizeMb = MAX_UPLOAD_MB,
  error,
  upload = uploadPdf,
  otherNames = [],
}: PdfUploadFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const selecionar = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [help, setHelp] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!help) return;
    const t = setTimeout(() => setHelp(null), POPOVER_MS);
    return () => clearTimeout(t);
  }, [help]);

  async function onFiles(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    let current = multiple ? [...value] : [];
    setLocalError(null);
    for (const file of multiple ? files : files.slice(0, 1)) {
      const problem = checkPdf(
        file,
        [...current, ...otherNames.map((fileName) => ({ fileName }))],
        maxSizeMb,
      );
      if (problem) {
        setLocalError(problem);
        continue;
      }
      setBusy(true);
      try {
        current = [...current, await upload(file)];
      } catch (e) {
        setLocalError(errorMessage(e));
      } finally {
        setBusy(false);
      }
    }
    onChange(current);
  }

  const message = localError ?? error;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 500 }}>
          {label}{' '}
          {required ? (
            <span aria-hidden>*</span>
          ) : (
            <Typography component="span" variant="body2" color="text.secondary">
              (Opcional)
            </Typography>
          )}
        </Typography>
        <IconButton
          size="small"
          aria-label={`Ajuda sobre ${label}`}
          onClick={(e) => setHelp(e.currentTarget)}
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
      </Stack>
      <Popover
        open={Boolean(help)}
        anchorEl={help}
        onClose={() => setHelp(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography sx={{ p: 2, maxWidth: 300 }} variant="body2">
          Somente arquivos PDF, de até {maxSizeMb} MB{multiple ? ', sem nomes repetidos' : ''}.
        </Typography>
      </Popover>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        multiple={multiple}
        required={required}
        aria-invalid={Boolean(message)}
        hidden
        onChange={(e) => void onFiles(e.target.files)}
      />
      <Button
        ref={selecionar}
        variant="outlined"
        startIcon={<AttachFile />}
        // busy, it stays enabled (aria-disabled): a disabled button would drop the keyboard's focus to
        // the page right after the file was chosen (issue 23)
        onClick={() => {
          if (!busy) input.current?.click();
        }}
        aria-disabled={busy || undefined}
        sx={{ mt: 1, ...(busy && { opacity: 0.6, cursor: 'progress' }) }}
      >
        Selecionar arquivo{multiple ? 's' : ''}
      </Button>
      {busy && <LinearProgress sx={{ mt: 1 }} aria-label="Enviando arquivo" />}
      {value.length > 0 && (
        <List dense>
          {value.map((f) => (
            <ListItem
              key={f.uuid}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remover ${f.fileName}`}
                  onClick={() => {
                    onChange(value.filter((x) => x.uuid !== f.uuid));
                    // this button goes with its file: the focus goes back to Selecionar arquivo
                    selecionar.current?.focus();
                  }}
                >
                  <Delete />
                </IconButton>
              }
            >
              <ListItemText primary={f.fileName} secondary={f.size ? formatFileSize(f.size) : undefined} />
            </ListItem>
          ))}
        </List>
      )}
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
