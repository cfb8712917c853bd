import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { TIPOS_CORRESPONSAVEL, type CorresponsavelInput } from '@divida/domain/devedor/devedor.schema';
import { formatCpfCnpj } from '@divida/domain/format';
import { CorresponsavelDialog } from './CorresponsavelDialog.tsx';

const nomeTipo = (codigo: string) => TIPOS_CORRESPONSAVEL.find((t) => t.codigo === codigo)?.nome ?? codigo;

/** The co-responsible parties of the form (optional): the list with remove, and the dialog to add. */
export function CorresponsaveisSection({ onRemove }: { onRemove?: (c: CorresponsavelInput) => void }) {
  const { watch, setValue, formState } = useFormContext();
  const [aberto, setAberto] = useState(false);
  const lista = (watch('corresponsaveis') as CorresponsavelInput[] | undefined) ?? [];
  const titular = {
    tipoDocIdentificacao: watch('tipoDocIdentificacao') as number | null,
    documentoIdentificacao: (watch('documentoIdentificacao') as string | undefined) ?? '',
  };
  const erros = formState.errors.corresponsaveis as unknown as
    Record<number, { message?: string } | undefined> | undefined;

  const remover = (i: number) => {
    const c = lista[i];
    if (c) onRemove?.(c);
    setValue(
      'corresponsaveis',
      lista.filter((_, j) => j !== i),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
  };

  return (
    <>
      {lista.length === 0 ? (
        <Typography color="text.secondary">Não há Corresponsáveis</Typography>
      ) : (
        <List dense aria-label="Corresponsáveis">
          {lista.map((c, i) => (
            <ListItem
              key={c.documentoIdentificacao}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remover ${c.nome}`} onClick={() => remover(i)}>
                  <Delete />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${c.nome} (${nomeTipo(c.tipo)})`}
                secondary={
                  <>
                    {formatCpfCnpj(c.documentoIdentificacao) || c.documentoIdentificacao}
                    {erros?.[i]?.message && (
                      <FormHelperText error component="span" sx={{ display: 'block' }}>
                        {erros[i].message}
                      </FormHelperText>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button startIcon={<PersonAdd />} onClick={() => setAberto(true)} sx={{ mt: 1 }}>
        Adicionar Corresponsável
      </Button>
      <CorresponsavelDialog
        open={aberto}
        onClose={() => setAberto(false)}
        titular={titular}
        existentes={lista}
        onAdd={(c) =>
          setValue('corresponsaveis', [...lista, c], {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          })
        }
      />
    </>
  );
}
