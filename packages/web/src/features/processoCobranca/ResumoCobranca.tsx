import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatBRL, formatCpfCnpj, formatDate, formatDateTime, formatTelefone } from '@divida/domain/format';
import { DetailItem } from '../../components/DetailItem.tsx';
import type { CobrancaResumo } from './cobranca.api.ts';
import { formaPagamento, percentual, rotuloSituacao } from './rotulos.ts';
import { TabelaLancamentos } from './TabelaLancamentos.tsx';

/** A collection's summary (spec 02 §2.2's Cobrança tab, spec 03's follow-up dialog), read-only. */
export function ResumoCobranca({ c }: { c: CobrancaResumo }) {
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          columnGap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <DetailItem label="Data do Acordo" value={formatDate(c.dataAcordo)} />
        <DetailItem label="Forma de Pagamento" value={formaPagamento(c.totalParcelas)} />
        <DetailItem label="Situação" value={rotuloSituacao(c.situacaoProcesso.id)} />
        <DetailItem label="Requerente" value={c.requerente.nome} />
        <DetailItem label="CPF" value={formatCpfCnpj(c.requerente.cpf)} />
        <DetailItem label="E-mail" value={c.requerente.email} />
        <DetailItem label="Telefone" value={formatTelefone(c.requerente.telefone)} />
        <DetailItem label="Valor Total" value={formatBRL(c.valorTotalAtualizado)} />
        <DetailItem label="Saldo" value={formatBRL(c.saldoDevedor)} />
        <DetailItem label="Desconto" value={`${c.desconto.toLocaleString('pt-BR')}%`} />
        <DetailItem label="Total do Desconto" value={formatBRL(c.valorTotalDesconto)} />
        <DetailItem label="Juros % ao Mês" value={percentual(c.percentualJurosMesPagamento)} />
        <DetailItem label="Honorários %" value={percentual(c.percentualHonorarios)} />
      </Box>
      <TabelaLancamentos
        cobranca={{
          idProcessoCobranca: c.idProcessoCobranca,
          situacaoProcesso: c.situacaoProcesso,
          totalParcelas: c.totalParcelas,
        }}
        lancamentos={c.lancamentos}
        percentualJurosMes={c.percentualJurosMesPagamento}
        percentualHonorarios={c.percentualHonorarios}
        comGuia={false}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Andamentos
      </Typography>
      <List dense>
        {c.andamentos.map((a) => (
          <ListItem key={a.id} disableGutters>
            <ListItemText
              primary={a.descricao}
              secondary={`${formatDateTime(a.data)}${a.observacao ? ` – ${a.observacao}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
