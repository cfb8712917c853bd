import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { notifySuccess } from '../../lib/notify.ts';
import { usePreferencias, useSalvarPreferencias } from './prazo.api.ts';

const ROTULO_RESUMO_DIARIO = 'Receber resumo diário de prazos por e-mail';

/**
 * The user menu's opt-in for the daily summary (docs/prazos-e-prescricao.md §4): a checkbox menu item that saves at once
 * (the caller's own preference).
 */
export function PreferenciaResumoItem({ aberto }: { aberto: boolean }) {
  const prefs = usePreferencias(aberto);
  const salvar = useSalvarPreferencias();
  const marcado = salvar.isPending
    ? Boolean(salvar.variables?.receberResumoDiarioPrazos)
    : Boolean(prefs.data?.receberResumoDiarioPrazos);
  return (
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={marcado}
      disabled={!prefs.data || salvar.isPending}
      onClick={() =>
        salvar.mutate(
          { receberResumoDiarioPrazos: !marcado },
          {
            onSuccess: () =>
              notifySuccess(
                !marcado
                  ? 'Você receberá o resumo diário de prazos por e-mail.'
                  : 'Você não receberá mais o resumo diário de prazos por e-mail.',
              ),
          },
        )
      }
    >
      <ListItemIcon>
        {marcado ? <CheckBox fontSize="small" /> : <CheckBoxOutlineBlank fontSize="small" />}
      </ListItemIcon>
      <ListItemText sx={{ whiteSpace: 'normal' }}>{ROTULO_RESUMO_DIARIO}</ListItemText>
    </MenuItem>
  );
}
