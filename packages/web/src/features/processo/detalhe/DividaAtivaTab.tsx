import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatarNumeroCnj } from '@divida/domain/cnj';
import { ROTULO_SITUACAO_COBRANCA, type SituacaoCobrancaId } from '@divida/domain/cobranca/cobranca.schema';
import type { DividaAtiva } from '@divida/domain/dividaAtiva/dividaAtiva.schema';
import { formatarNumeroProcesso, formatBRL, formatDate, formatarNumeroCobranca } from '@divida/domain/format';
import type { Andamento } from '@divida/domain/processo/processo.schema';
import type { AcaoCda } from '@divida/domain/workflow/cda';
import { useSession } from '../../../lib/SessionProvider.tsx';
import { DetailItem } from '../../../components/DetailItem.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { abrirPdf } from '../../../lib/abrirPdf.ts';
import { MemoriaCalculoButton } from './MemoriaCalculoDialog.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { AcompanhamentoDialog } from '../../processoCobranca/index.ts';
import { AcaoCdaDialog } from '../acoes/AcaoCdaDialog.tsx';
import { AndamentosTimeline } from './AndamentosTimeline.tsx';
import { AtalhoAndamentos, TITULO_ANDAMENTOS } from './AtalhoAndamentos.tsx';
import { cdaPdf } from '../dividaAtiva.api.ts';

type Aba = 'cda' | 'cobranca' | 'judicial' | 'protesto';
const data = (v: string | null | undefined) => (v ? formatDate(v) : null);

function AbaCda({ cda }: { cda: DividaAtiva }) {
  return (
    <DetailSection title="Certidão de Dívida Ativa">
      <DetailItem label="Número da CDA" value={formatarNumeroProcesso(cda.numeroCda)} />
      <DetailItem label="Data de inscrição" value={data(cda.data)} />
      <DetailItem label="Data de atualização" value={data(cda.dataAtualizacao)} />
      <DetailItem label="Data de referência do cálculo" value={data(cda.dataReferenciaCalculo)} />
      <DetailItem label="Procurador signatário" value={cda.nomeProcuradorSignatario} />
      <DetailItem label="Situação" value={cda.situacaoCDA === 'PRESCRITA' ? 'Prescrita' : cda.nomeSituacao} />
      <DetailItem label="Situação judicial" value={cda.descricaoSituacaoCDAJustica} />
      <DetailItem label="Situação da negociação" value={cda.descricaoSituacaoCDAProcessoCobranca} />
      <DetailItem label="Situação do protesto" value={cda.descricaoSituacaoCDAProtesto} />
      <DetailItem label="Valor inscrito" value={formatBRL(cda.valor)} />
      <DetailItem label="Correção" value={formatBRL(cda.valorCorrecao)} />
      <DetailItem label="Valor corrigido" value={formatBRL(cda.valorTotal)} />
      <DetailItem label="Última correção do valor" value={data(cda.dataUltimaCorrecaoValor)} />
    </DetailSection>
  );
}

function AbaJudicial({ j }: { j: NonNullable<DividaAtiva['processoJuridicoDividaAtiva']> }) {
  return (
    <DetailSection title="Processo Judicial">
      <DetailItem label="Número" value={formatarNumeroCnj(j.numero)} />
      <DetailItem label="Data do ajuizamento" value={data(j.dataAjuizamento)} />
      <DetailItem label="Valor" value={formatBRL(j.valor)} />
      <DetailItem label="Situação" value={j.descricaoSituacao} />
    </DetailSection>
  );
}

function AbaProtesto({ p }: { p: NonNullable<DividaAtiva['protestoDividaAtiva']> }) {
  return (
    <DetailSection title="Protesto">
      <DetailItem label="Data do envio" value={data(p.dataEnvio)} />
      <DetailItem label="Data do protesto" value={data(p.data)} />
      <DetailItem label="Data do encerramento" value={data(p.dataEncerramento)} />
      <DetailItem label="Valor" value={formatBRL(p.valor)} />
      <DetailItem label="Protocolo" value={p.protocolo} />
      <DetailItem label="Situação" value={p.descricaoSituacao} />
      <DetailItem label="Número do cartório" value={p.numeroCartorio} />
      <DetailItem label="Código da comarca" value={p.codigoComarca} />
      {p.motivoIrregularidade && <DetailItem label="Irregularidade" value={p.motivoIrregularidade} />}
    </DetailSection>
  );
}

/** The CDA actions the server offers and the user holds, and 'Imprimir CDA'. */
function AcoesCda({ idProcesso, cda }: { idProcesso: number; cda: DividaAtiva }) {
  const { can } = useSession();
  const [aberta, setAberta] = useState<AcaoCda | null>(null);
  const [imprimindo, setImprimindo] = useState(false);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="toolbar"
      aria-label="Ações da CDA"
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      <Button
        variant="outlined"
        size="small"
        disabled={imprimindo || !can('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR')}
        onClick={() => {
          setImprimindo(true);
          abrirPdf(cdaPdf(idProcesso))
            .catch(notifyError)
            .finally(() => setImprimindo(false));
        }}
      >
        Imprimir CDA
      </Button>
      {can('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR') && (
        <MemoriaCalculoButton idProcesso={idProcesso} size="small" />
      )}
      {cda.acoesDisponiveis.map((a) => (
        <Button key={a.action} variant="contained" size="small" onClick={() => setAberta(a.action)}>
          {a.nome}
        </Button>
      ))}
      {aberta && (
        <AcaoCdaDialog
          key={aberta}
          idProcesso={idProcesso}
          acao={aberta}
          valorSugerido={cda.valorTotal}
          onClose={() => setAberta(null)}
        />
      )}
    </Stack>
  );
}

/** The 'Dívida Ativa' tab of the process detail: the CDA view of spec 03 §2.4 and its movements. */
const rotuloSituacaoCobranca = (id: number) =>
  ROTULO_SITUACAO_COBRANCA[id as SituacaoCobrancaId] ?? String(id);

/** 'Cobrança em Dívida Ativa' (spec 03 §2.4): the CDA's collection, its link opening the follow-up. */
function AbaCobranca({ c }: { c: NonNullable<DividaAtiva['cobrancaDividaAtiva']> }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Link component="button" type="button" onClick={() => setAberto(true)}>
        Cobrança {formatarNumeroCobranca(c.numero)}
      </Link>
      <Typography variant="body2" color="text.secondary">
        Acordo de {formatDate(c.dataAcordo)} – {rotuloSituacaoCobranca(c.situacaoProcesso.id)}
      </Typography>
      {aberto && <AcompanhamentoDialog id={c.idProcessoCobranca} onClose={() => setAberto(false)} />}
    </>
  );
}

export function DividaAtivaTab({
  idProcesso,
  cda,
  andamentos,
}: {
  idProcesso: number;
  cda: DividaAtiva;
  andamentos: Andamento[];
}) {
  const [aba, setAba] = useState<Aba>('cda');
  const titulo = useId();
  const j = cda.processoJuridicoDividaAtiva;
  const p = cda.protestoDividaAtiva;
  return (
    // the CDA's four tabs need the whole width on a laptop (1366 px): its movements go below it there
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, xl: 7 }}>
        <AtalhoAndamentos alvo={titulo} total={andamentos.length} ate="xl" />
        <AcoesCda idProcesso={idProcesso} cda={cda} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {cda.suspensaOrdemJudicial && <Chip color="warning" label="Suspensa por ordem judicial" />}
          {cda.suspensaAcordoPagamento && <Chip color="info" label="Suspensa por acordo de pagamento" />}
        </Stack>
        <Tabs
          value={aba}
          onChange={(_e, v: Aba) => setAba(v)}
          aria-label="Abas da CDA"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          <Tab label="CDA" value="cda" />
          <Tab
            label="Cobrança em Dívida Ativa"
            value="cobranca"
            disabled={cda.cobrancaDividaAtiva === null}
          />
          <Tab label="Processo Judicial" value="judicial" disabled={j === null} />
          <Tab label="Protesto" value="protesto" disabled={p === null} />
        </Tabs>
        <Box>
          {aba === 'cda' && <AbaCda cda={cda} />}
          {aba === 'cobranca' && cda.cobrancaDividaAtiva && <AbaCobranca c={cda.cobrancaDividaAtiva} />}
          {aba === 'judicial' && j && <AbaJudicial j={j} />}
          {aba === 'protesto' && p && <AbaProtesto p={p} />}
        </Box>
      </Grid>
      <Grid size={{ xs: 12, xl: 5 }}>
        <Typography id={titulo} tabIndex={-1} variant="h6" component="h2" sx={TITULO_ANDAMENTOS}>
          Andamentos da Dívida Ativa
        </Typography>
        <AndamentosTimeline idProcesso={idProcesso} andamentos={andamentos} />
      </Grid>
    </Grid>
  );
}
