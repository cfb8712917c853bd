import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatBRL, formatCep, formatDate, formatDocumento, formatTelefone } from '@divida/domain/format';
import { TIPOS_CORRESPONSAVEL, type Devedor } from '@divida/domain/devedor/devedor.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { DetailItem } from '../../../components/DetailItem.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';

function Cartao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <DetailSection title={titulo} cartao>
      {children}
    </DetailSection>
  );
}

export function DadosProcessoCard({ p }: { p: ProcessoDetalhe }) {
  return (
    <Cartao titulo="Dados do Processo">
      <DetailItem label="Número do Processo Administrativo" value={p.numeroProcessoAdministrativo} />
      <DetailItem label="Data" value={formatDate(p.data)} />
      <DetailItem label="Órgão Credor" value={`${p.orgaoCredor.sigla} - ${p.orgaoCredor.nome}`} />
      <DetailItem label="Fase" value={p.faseProcesso.nome} />
      <DetailItem label="Situação" value={p.situacaoProcesso.nome} />
      <DetailItem label="Situação da Cobrança" value={p.descricaoSituacaoPCCProcessoCobranca} />
      <DetailItem label="Natureza do Débito" value={p.naturezaDebito?.nome ?? null} />
      <DetailItem label="Índice Financeiro" value={p.indiceFinanceiro?.sigla ?? null} />
      <DetailItem label="Suspenso" value={p.suspenso ? 'Sim' : 'Não'} />
      <DetailItem label="Descrição do Fato" value={p.descricaoFato} />
      <DetailItem label="Fundamento Legal" value={p.fundamentoLegal} />
    </Cartao>
  );
}

export function ValoresCard({ p }: { p: ProcessoDetalhe }) {
  const v = p.valores;
  return (
    <Cartao titulo="Valores e Saldos">
      <DetailItem label="Valor Originário" value={formatBRL(v.valorOriginario)} />
      <DetailItem label="Valor Atualizado" value={formatBRL(v.valorAtualizado)} />
      <DetailItem label="Correção" value={formatBRL(v.valorCorrecao)} />
      <DetailItem label="Multa Atualizada" value={formatBRL(v.multaAtualizada)} />
      <DetailItem label="Juros Atualizado" value={formatBRL(v.jurosAtualizado)} />
      <DetailItem label="Total Corrigido" value={formatBRL(v.totalCorrigido)} />
      <DetailItem label="Valor Pago" value={formatBRL(v.valorAtualizadoPago)} />
      <DetailItem label="Saldo Devedor" value={formatBRL(v.saldoDevedor)} />
      <DetailItem label="Saldo Devedor com Juros" value={formatBRL(v.saldoDevedorComJuros)} />
      <DetailItem label="Última Correção" value={formatDate(p.ultimaCorrecaoValor) || null} />
      <DetailItem label="Data de Referência do Cálculo" value={formatDate(p.dataReferenciaCalculo)} />
    </Cartao>
  );
}

function DadosDevedor({ d }: { d: Devedor }) {
  return (
    <>
      <DetailItem label="Nome ou Razão Social" value={d.nome} />
      <DetailItem
        label={d.tipoDocumentoIdentificacao.nome}
        value={formatDocumento(d.tipoDocumentoIdentificacao.id, d.documentoIdentificacao)}
      />
      <DetailItem label="E-mail" value={d.email} />
      <DetailItem label="Telefone 1" value={formatTelefone(d.telefone1) || null} />
      <DetailItem label="Telefone 2" value={formatTelefone(d.telefone2) || null} />
      <DetailItem label="CEP" value={formatCep(d.cep) || null} />
      <DetailItem
        label="Endereço"
        value={[d.rua, d.numero, d.complemento, d.bairro].filter(Boolean).join(', ') || null}
      />
      <DetailItem label="Município" value={d.municipio ? `${d.municipio.nome} - ${d.uf ?? ''}` : null} />
    </>
  );
}

export function DevedorCard({ p }: { p: ProcessoDetalhe }) {
  return (
    <Cartao titulo="Devedor">
      <DadosDevedor d={p.devedor} />
    </Cartao>
  );
}

export function CorresponsaveisCard({ p }: { p: ProcessoDetalhe }) {
  return (
    <Card variant="outlined" component="section" aria-label="Corresponsáveis" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Corresponsáveis
        </Typography>
        {p.corresponsaveis.length === 0 ? (
          <Typography color="text.secondary">Não há Corresponsáveis</Typography>
        ) : (
          p.corresponsaveis.map((c) => (
            <Box key={c.id} sx={{ mb: 2 }}>
              <Typography variant="subtitle2">
                {TIPOS_CORRESPONSAVEL.find((t) => t.codigo === c.tipo)?.nome}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  columnGap: 3,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                }}
              >
                <DadosDevedor d={c} />
              </Box>
            </Box>
          ))
        )}
      </CardContent>
    </Card>
  );
}
