import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ACOES_COBRANCA, type AcaoCobranca } from '@divida/domain/cobranca/acoes';
import {
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
  formatDateTime,
  formatTelefone,
  SEM_VALOR,
  formatarNumeroCobranca,
} from '@divida/domain/format';
import { DetailItem } from '../../components/DetailItem.tsx';
import { ROTULO_ORIGEM_COBRANCA, type OrigemCobranca } from '@divida/domain/cobranca/origem.schema';
import { ComHistorico } from '../auditoria/index.ts';
import { DetailPage } from '../../components/DetailPage.tsx';
import { DetailSection } from '../../components/DetailSection.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { AcaoCobrancaDialog, type AcaoCobrancaComDialogo } from './CobrancaAcoes.tsx';
import { useAbrirBoleto, useCobranca } from './cobranca.api.ts';
import { formaPagamento, notaMesPagamento, rotuloSituacao } from './rotulos.ts';
import { TabelaLancamentos } from './TabelaLancamentos.tsx';

/** /processoCobranca/{id}: 'Processo de Cobrança {número}' (spec 03 §2.3). */
export default function CobrancaDetailPage() {
  const id = Number(useParams().processoCobrancaId);
  const { data: c, isPending, isError } = useCobranca(id);
  const [aberta, setAberta] = useState<AcaoCobrancaComDialogo | null>(null);
  const abrirBoleto = useAbrirBoleto();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/processoCobranca" replace />;
  if (isPending && !isError) return <PageLoading />;
  if (!c) return <Navigate to="/processoCobranca" replace />;

  const acoes = c.acoesDisponiveis as AcaoCobranca[];
  const saldo = (
    <Typography sx={{ my: 1, fontWeight: 600 }}>Saldo restante: {formatBRL(c.saldoDevedor)}</Typography>
  );
  return (
    <DetailPage
      titulo={`Processo de Cobrança ${formatarNumeroCobranca(c.numero)}`}
      acoes={acoes.map((a) => (
        <Button
          key={a}
          variant={a === 'CANCELAR' ? 'outlined' : 'contained'}
          color={a === 'CANCELAR' ? 'error' : 'primary'}
          onClick={() => (a === 'EMITIR_BOLETO' ? void abrirBoleto(c.idProcessoCobranca, 1) : setAberta(a))}
        >
          {ACOES_COBRANCA[a].nome}
        </Button>
      ))}
    >
      <ComHistorico entidade="processoCobranca" id={id}>
        <DetailSection title="Cobrança" cartao>
          <DetailItem label="Data do Acordo" value={formatDate(c.dataAcordo)} />
          <DetailItem label="Forma de Pagamento" value={formaPagamento(c.totalParcelas)} />
          <DetailItem label="Situação" value={rotuloSituacao(c.situacaoProcesso.id)} />
          <DetailItem label="Requerente" value={c.requerente.nome} />
          <DetailItem label="CPF" value={formatCpfCnpj(c.requerente.cpf)} />
          <DetailItem label="E-mail" value={c.requerente.email} />
          <DetailItem label="Telefone" value={formatTelefone(c.requerente.telefone)} />
          <DetailItem label="Origem" value={ROTULO_ORIGEM_COBRANCA[c.origem as OrigemCobranca] ?? c.origem} />
          {c.aceite && (
            <DetailItem
              label="Aceite do Termo"
              value={`${c.aceite.nome} (CPF ${formatCpfCnpj(c.aceite.cpf)}, nível ${c.aceite.nivel}) em ${formatDateTime(c.aceite.em)} · SHA-256 ${c.aceite.sha256Termo.slice(0, 16)}…`}
            />
          )}
        </DetailSection>
        <DetailSection title="Informações do Processo" cartao>
          {c.processosConstituicaoCredito.map((p) => (
            <DetailItem
              key={p.id}
              label={`Processo (CDA ${formatarNumeroProcesso(p.numeroCda)})`}
              value={
                <>
                  <Link component={RouterLink} to={`/processos/${p.id}`}>
                    {formatarNumeroProcesso(p.numero)}
                  </Link>
                  <Typography variant="body2">
                    {formatDate(p.data)} · {p.devedor.nome} · última correção{' '}
                    {p.ultimaCorrecaoValor ? formatDate(p.ultimaCorrecaoValor) : SEM_VALOR}
                  </Typography>
                </>
              }
            />
          ))}
          <DetailItem
            label="Valor"
            value={formatBRL(c.processosConstituicaoCredito.reduce((s, p) => s + p.valorAtualizado, 0))}
          />
          <DetailItem
            label="Correção"
            value={formatBRL(c.processosConstituicaoCredito.reduce((s, p) => s + p.valorCorrecao, 0))}
          />
          <DetailItem
            label="Juros"
            value={formatBRL(c.processosConstituicaoCredito.reduce((s, p) => s + p.valorJuros, 0))}
          />
          <DetailItem
            label="Multa"
            value={formatBRL(c.processosConstituicaoCredito.reduce((s, p) => s + p.valorMulta, 0))}
          />
          <DetailItem label="Total" value={formatBRL(c.valorTotal)} />
          <DetailItem label="Valor Pago" value={formatBRL(c.valorPago)} />
          <DetailItem label="Saldo" value={formatBRL(c.saldoDevedor)} />
          <DetailItem label="Saldo com Desconto" value={formatBRL(c.saldoComDesconto.valorTotal)} />
        </DetailSection>
        <Alert severity="info" sx={{ mb: 1 }}>
          {notaMesPagamento(c)}
        </Alert>
        {saldo}
        <TabelaLancamentos
          cobranca={c}
          lancamentos={c.lancamentos}
          percentualJurosMes={c.percentualJurosMesPagamento}
          percentualHonorarios={c.percentualHonorarios}
          comGuia
        />
        {saldo}
        {aberta && <AcaoCobrancaDialog c={c} acao={aberta} onClose={() => setAberta(null)} />}
      </ComHistorico>
    </DetailPage>
  );
}
