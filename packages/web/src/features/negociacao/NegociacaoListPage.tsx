import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Handshake from '@mui/icons-material/Handshake';
import {
  APTOS_DEFAULT_SORT,
  aptosNegociacaoFiltroSchema,
  type AptoNegociacao,
} from '@divida/domain/cobranca/cobranca.schema';
import {
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
  SEM_VALOR,
} from '@divida/domain/format';
import { useSession } from '../../lib/SessionProvider.tsx';
import { ListPage, type ListSelection } from '../../components/list/ListPage.tsx';
import { DuasLinhas } from '../../components/list/DuasLinhas.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { negociacaoApi, negociacaoKeys, type AptosFiltroNome } from './negociacao.api.ts';
import { NegociacaoDialog } from './NegociacaoDialog.tsx';
import { bloqueioSemConvenio, debitoDoApto, type DebitoNegociavel } from './debito.ts';
import { notifyError } from '../../lib/notify.ts';
import { DESCRICAO_NIVEL_PRESCRICAO, type NivelPrescricao } from '@divida/domain/prazos/prescricao';

const dinheiro = (v: number) => formatBRL(v);

// within the card at 1366 with the menu open: the document under the debtor's name, the deadline under
// the prescription's level
const columns: GridColDef<AptoNegociacao>[] = [
  {
    field: 'numero',
    headerName: 'Número do Processo',
    width: 155,
    valueFormatter: (v: string) => formatarNumeroProcesso(v),
  },
  { field: 'data', headerName: 'Data', width: 110, valueFormatter: (v: string) => formatDate(v) },
  {
    field: 'nomeDevedor',
    headerName: 'Devedor',
    flex: 2,
    minWidth: 170,
    renderCell: ({ row }) => <DuasLinhas segunda={formatCpfCnpj(row.cpfCnpj)}>{row.nomeDevedor}</DuasLinhas>,
  },
  { field: 'totalCorrigido', headerName: 'Valor Corrigido', width: 125, valueFormatter: dinheiro },
  {
    field: 'saldoDevedor',
    headerName: 'Saldo Devedor',
    width: 125,
    sortable: false,
    valueFormatter: dinheiro,
  },
  {
    field: 'ultimaCorrecaoValor',
    headerName: 'Última Correção',
    width: 125,
    valueFormatter: (v: string | null) => (v ? formatDate(v) : SEM_VALOR),
  },
  {
    field: 'nivelPrescricao',
    headerName: 'Prescrição',
    width: 125,
    sortable: false,
    renderCell: ({ row }) => {
      const nivel = row.nivelPrescricao as NivelPrescricao | null | undefined;
      if (!nivel) return SEM_VALOR;
      const descricao = DESCRICAO_NIVEL_PRESCRICAO[nivel] ?? nivel;
      return row.prazoPrescricao ? (
        <DuasLinhas segunda={formatDate(row.prazoPrescricao)}>{descricao}</DuasLinhas>
      ) : (
        descricao
      );
    },
  },
];

/** A phone's second line: the debtor and what they owe. */
// the balance first: a long debtor's name is cut at the phone's edge, the amount never
const segundaLinha = (r: AptoNegociacao) => `${formatBRL(r.saldoDevedor)} · ${r.nomeDevedor}`;

const SORT = ['numero', 'data', 'nomeDevedor', 'totalCorrigido', 'ultimaCorrecaoValor'] as const;

const filters: FilterDef<AptosFiltroNome>[] = [
  { name: 'numero', label: 'Número do Processo', maxLength: 16 },
  { name: 'cpfCnpj', label: 'CPF/CNPJ', maxLength: 18 },
  { name: 'nomeDevedor', label: 'Nome do Devedor', maxLength: 150, upperCase: true },
];

/**
 * /negociacao 'Negociação' (spec 03 §2.5): the debts apt for negotiation; Negociar opens the wizard
 * with the chosen row, or at its selection step when none is chosen.
 */
export default function NegociacaoListPage() {
  const { can } = useSession();
  const [negociando, setNegociando] = useState<{ debitos: DebitoNegociavel[]; clear: () => void } | null>(
    null,
  );
  const selection: ListSelection<AptoNegociacao> = {
    permission: 'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
    unica: true,
    actions: (rows, clear) => (
      <Button
        variant="contained"
        startIcon={<Handshake />}
        onClick={() => {
          // nothing chosen: the wizard starts at its selection step
          const debitos = rows.map(debitoDoApto);
          const bloqueio = bloqueioSemConvenio(debitos);
          if (bloqueio) notifyError(new Error(bloqueio));
          else setNegociando({ debitos, clear });
        }}
      >
        Negociar
      </Button>
    ),
  };
  return (
    <>
      <ListPage<AptoNegociacao, AptosFiltroNome>
        title="Negociação"
        queryKey={negociacaoKeys.aptos()}
        fetchPage={negociacaoApi.aptos}
        exportar={negociacaoApi.exportarAptos}
        columns={columns}
        sortFields={SORT}
        defaultSort={APTOS_DEFAULT_SORT}
        filters={filters}
        filterSchema={aptosNegociacaoFiltroSchema}
        selection={can('NEGOCIACAO_NEGOCIAR_PAGAMENTO') ? selection : undefined}
        segundaLinha={segundaLinha}
      />
      {negociando && (
        <NegociacaoDialog
          debitos={negociando.debitos}
          onClose={(criada) => {
            if (criada) negociando.clear();
            setNegociando(null);
          }}
        />
      )}
    </>
  );
}
