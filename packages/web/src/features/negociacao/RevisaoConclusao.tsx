import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MENSAGENS_COBRANCA,
  ROTULO_TIPO_REQUERENTE,
  type ResultadoSimulacaoApi,
  type TipoRequerente,
} from '@divida/domain/cobranca/cobranca.schema';
import { MENSAGENS_ASSISTENTE, type FormaPagamentoEtapa } from '@divida/domain/cobranca/negociacao.form';
import {
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
  formatTelefone,
  SEM_VALOR,
  formatarNumeroCda,
  formatarNumeroCobranca,
} from '@divida/domain/format';
import type { DebitoNegociavel } from './debito.ts';
import type { CobrancaCriada, RequerenteValores } from './etapa.ts';
import { TabelaParcelas } from './TabelaParcelas.tsx';

function Campo({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {rotulo}
      </Typography>
      <Typography>{valor || SEM_VALOR}</Typography>
    </Grid>
  );
}

/** 'Revisão': what will be agreed, with the engine's instalments; Confirmar sends it. */
export function Revisao({
  debitos,
  requerente,
  forma,
  simulacao,
}: {
  debitos: DebitoNegociavel[];
  requerente: RequerenteValores;
  forma: FormaPagamentoEtapa;
  simulacao: ResultadoSimulacaoApi;
}) {
  const aVista = forma.formaPagamento === 'A_VISTA';
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        Processo(s)
      </Typography>
      {debitos.map((d) => (
        <Grid container spacing={1} key={d.id}>
          <Campo rotulo="Número do Processo" valor={formatarNumeroProcesso(d.numero)} />
          <Campo rotulo="CDA" valor={formatarNumeroCda(d.numeroCda)} />
          <Campo rotulo="Devedor" valor={`${d.nomeDevedor} (${formatCpfCnpj(d.cpfCnpj)})`} />
          <Campo rotulo="Valor Corrigido" valor={formatBRL(d.totalCorrigido)} />
          <Campo rotulo="Saldo Devedor" valor={formatBRL(d.saldoDevedor)} />
        </Grid>
      ))}
      <Typography variant="subtitle1" component="h3">
        Requerente
      </Typography>
      <Grid container spacing={1}>
        <Campo rotulo="Tipo" valor={ROTULO_TIPO_REQUERENTE[requerente.tipo as TipoRequerente] ?? ''} />
        <Campo rotulo="Nome" valor={requerente.nome} />
        <Campo rotulo="CPF" valor={formatCpfCnpj(requerente.cpf)} />
        <Campo rotulo="E-mail" valor={requerente.email} />
        <Campo rotulo="Telefone" valor={formatTelefone(requerente.telefone)} />
      </Grid>
      <Typography variant="subtitle1" component="h3">
        Pagamento
      </Typography>
      <Grid container spacing={1}>
        <Campo rotulo="Forma de Pagamento" valor={aVista ? 'À VISTA' : 'PARCELADO'} />
        <Campo rotulo="Desconto" valor={`${forma.desconto.toLocaleString('pt-BR')} %`} />
        <Campo
          rotulo="Total do Acordo"
          valor={simulacao.valorTotalAcordo === null ? '' : formatBRL(simulacao.valorTotalAcordo)}
        />
        {aVista && forma.primeiroVencimento && (
          <Campo rotulo="Vencimento" valor={formatDate(forma.primeiroVencimento)} />
        )}
      </Grid>
      <TabelaParcelas parcelas={simulacao.parcelas} />
    </Stack>
  );
}

/**
 * 'Conclusão': the collection created, the wizard's one notice of success (no toast besides it); the
 * actions to print the term or the slip are below. The instruction to print and sign the term is the
 * dialog's alone (AvisoTermoDialog, spec 03 §2.6), not repeated here (U-16).
 */
export function Conclusao({ criada }: { criada: CobrancaCriada }) {
  return (
    <Alert severity="success">
      {criada.message || MENSAGENS_COBRANCA.negociacaoSucesso} Processo de Cobrança{' '}
      {formatarNumeroCobranca(criada.numero)}.
    </Alert>
  );
}

/** The warning after an instalment agreement (spec 03 §2.6). */
export function AvisoTermoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="aviso-termo">
      <DialogContent>
        <DialogContentText id="aviso-termo">{MENSAGENS_ASSISTENTE.imprimirTermo}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
