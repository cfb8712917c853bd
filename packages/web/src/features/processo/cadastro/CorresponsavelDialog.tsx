import { useEffect } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  corresponsavelFormSchema,
  TIPOS_CORRESPONSAVEL,
  type CorresponsavelInput,
} from '@divida/domain/devedor/devedor.schema';
import type { RegrasEndereco } from '@divida/domain/endereco/endereco.schema';
import { EnderecoFields } from '../../../components/address/EnderecoFields.tsx';
import { CampoTexto } from '../../../components/form/CampoTexto.tsx';
import { DevedorFields } from './DevedorFields.tsx';
import { recusaCorresponsavel } from './corresponsaveis.ts';

const REGRAS_ENDERECO: RegrasEndereco = {
  rua: { min: 0, max: 80 },
  bairro: { min: 0, max: 60 },
  numeroSoDigitos: true,
};
const NOMES_ENDERECO = { uf: 'formUf', municipio: 'formMunicipio' };

const vazio = {
  tipo: '',
  tipoDocIdentificacao: null as number | null,
  documentoIdentificacao: '',
  nome: '',
  email: '',
  telefone1: '',
  telefone2: '',
  cep: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  formUf: '',
  formMunicipio: null as number | null,
};
type Valores = typeof vazio;

/** 'Adicionar Corresponsável' (spec 02 §2.5, §5): the holder and documents already added are refused. */
export function CorresponsavelDialog({
  open,
  onClose,
  onAdd,
  titular,
  existentes,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (c: CorresponsavelInput) => void;
  titular: { tipoDocIdentificacao: number | null; documentoIdentificacao: string };
  existentes: readonly { documentoIdentificacao: string }[];
}) {
  const form = useForm<Valores>({
    resolver: zodResolver(corresponsavelFormSchema) as unknown as Resolver<Valores>,
    defaultValues: vazio,
  });
  const { reset, handleSubmit, setError } = form;
  useEffect(() => {
    if (open) reset(vazio);
  }, [open, reset]);

  const onSubmit = handleSubmit((v) => {
    const c = v as unknown as CorresponsavelInput;
    const recusa = recusaCorresponsavel(c, titular, existentes);
    if (recusa) {
      setError('documentoIdentificacao', { type: 'manual', message: recusa }, { shouldFocus: true });
      return;
    }
    onAdd(c);
    onClose();
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="corresponsavel-titulo">
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            // the dialog's form sits inside the process form's tree: keep the submit here
            e.stopPropagation();
            void onSubmit(e);
          }}
        >
          <DialogTitle id="corresponsavel-titulo">Adicionar Corresponsável</DialogTitle>
          <DialogContent>
            <Grid container spacing={2} sx={{ pt: 1, mb: 2 }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <CampoTexto name="tipo" label="Tipo" select required>
                  {TIPOS_CORRESPONSAVEL.map((t) => (
                    <MenuItem key={t.codigo} value={t.codigo}>
                      {t.nome}
                    </MenuItem>
                  ))}
                </CampoTexto>
              </Grid>
            </Grid>
            <DevedorFields />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
              Endereço
            </Typography>
            <EnderecoFields regras={REGRAS_ENDERECO} nomes={NOMES_ENDERECO} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" variant="contained">
              Adicionar
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
