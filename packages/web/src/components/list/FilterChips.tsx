import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatDate } from '@divida/domain/format';
import type { FilterDef } from './FilterDrawer.tsx';

/** One removable chip per active filter, and 'Limpar filtros'. */
export function FilterChips<F extends string>({
  defs,
  values,
  onRemove,
  onClear,
}: {
  defs: readonly FilterDef<F>[];
  values: Partial<Record<F, string>>;
  onRemove: (name: F) => void;
  onClear: () => void;
}) {
  const active = defs.filter((d) => values[d.name]);
  if (active.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      aria-label="Filtros ativos"
    >
      {active.map((d) => {
        const value = values[d.name];
        const shown =
          d.kind === 'date' ? formatDate(value) : (d.options?.find((o) => o.value === value)?.label ?? value);
        const label = d.kind === 'flag' ? d.label : `${d.label}: ${shown}`;
        return (
          <Chip
            key={d.name}
            label={label}
            onDelete={() => onRemove(d.name)}
            aria-label={`Filtro ${label} — tecle Delete para remover`}
          />
        );
      })}
      <Button size="small" onClick={onClear}>
        Limpar filtros
      </Button>
    </Stack>
  );
}
