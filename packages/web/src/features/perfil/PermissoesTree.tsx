import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { MODULOS, type Permissao, type PermissaoDef } from '@divida/domain/permissions';
import { alternarModulo, alternarPermissao, estadoDoModulo } from './permissoesTree.ts';

/** The permission checkbox tree grouped by module (spec 01 §2.4). */
export function PermissoesTree({
  value,
  onChange,
  error,
  disabled,
}: {
  value: readonly Permissao[];
  onChange: (v: Permissao[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const selecionadas = new Set(value);

  const item = (p: PermissaoDef, nivel: number) => (
    <Box key={p.codigo} sx={{ pl: 3 * nivel }}>
      <FormControlLabel
        label={p.nome}
        disabled={disabled}
        control={
          <Checkbox
            size="small"
            checked={selecionadas.has(p.codigo as Permissao)}
            onChange={(e) => onChange(alternarPermissao(value, p.codigo as Permissao, e.target.checked))}
          />
        }
      />
      {p.filhos?.map((f) => item(f, nivel + 1))}
    </Box>
  );

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {MODULOS.map((m) => {
          const estado = estadoDoModulo(m.codigo, selecionadas);
          return (
            <Paper key={m.codigo} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={m.nome}>
              <FormControlLabel
                label={m.nome}
                disabled={disabled}
                slotProps={{ typography: { sx: { fontWeight: 600 } } }}
                control={
                  <Checkbox
                    checked={estado === 'todos'}
                    indeterminate={estado === 'alguns'}
                    onChange={() => onChange(alternarModulo(value, m.codigo, estado !== 'todos'))}
                    slotProps={{ input: { 'aria-label': `Módulo ${m.nome}` } }}
                  />
                }
              />
              {(m.permissoes as readonly PermissaoDef[]).map((p) => item(p, 1))}
            </Paper>
          );
        })}
      </Box>
      {error && (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
