import Grid from '@mui/material/Grid';
import type { CampoBancario } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { CampoTexto } from '../../components/form/CampoTexto.tsx';

/** 'Dados Bancários' (spec 01 §3), in DADOS_BANCARIOS order, with the spec's lengths. */
const CAMPOS: { name: CampoBancario; label: string; max: number; size: number; helperText?: string }[] = [
  // the bank's COMPE code (validated in the domain, existence on the server)
  { name: 'chaveBanco', label: 'Chave do Banco', max: 3, size: 4, helperText: 'Código do banco, ex: 001' },
  { name: 'convenio', label: 'Convênio', max: 50, size: 4 },
  { name: 'carteira', label: 'Carteira', max: 10, size: 2 },
  { name: 'variacao', label: 'Variação', max: 3, size: 2 },
  { name: 'agencia', label: 'Agência', max: 10, size: 3 },
  { name: 'digitoAgencia', label: 'Dígito da Agência', max: 1, size: 3 },
  { name: 'conta', label: 'Conta', max: 20, size: 3 },
  { name: 'digitoConta', label: 'Dígito da Conta', max: 1, size: 3 },
  { name: 'codigoBeneficiario', label: 'Código do Beneficiário', max: 50, size: 6 },
  { name: 'codigoBeneficiarioDigito', label: 'Dígito do Código do Beneficiário', max: 1, size: 6 },
  {
    name: 'chavePix',
    label: 'Chave Pix',
    max: 77,
    size: 12,
    helperText: 'CPF, CNPJ, e-mail, telefone (+55) ou chave aleatória: o QR Code dos boletos paga a ela',
  },
];

/** Digits only (spec 01 §3): the digit fields of agency and account also take an X. */
const SOMENTE_DIGITOS = new Set<CampoBancario>([
  'chaveBanco',
  'convenio',
  'carteira',
  'variacao',
  'agencia',
  'conta',
  'codigoBeneficiario',
  'codigoBeneficiarioDigito',
]);

export function DadosBancariosFields() {
  return (
    <Grid container spacing={2}>
      {CAMPOS.map((c) => (
        <Grid key={c.name} size={{ xs: 12, sm: 6, md: c.size }}>
          <CampoTexto
            name={c.name}
            label={c.label}
            maxLength={c.max}
            helperText={c.helperText}
            somenteDigitos={SOMENTE_DIGITOS.has(c.name)}
            slotProps={c.name === 'chaveBanco' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}
