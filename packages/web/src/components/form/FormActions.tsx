import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** 'Voltar' (one page back) and the submit button of a form. */
export function FormActions({ submitLabel, disabled }: { submitLabel: string; disabled?: boolean }) {
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
      <Button onClick={() => navigate(-1)}>Voltar</Button>
      <Button type="submit" variant="contained" disabled={disabled}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
