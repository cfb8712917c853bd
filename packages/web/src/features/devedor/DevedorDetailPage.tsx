import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatarNumeroProcesso,
  formatBRL,
  formatCep,
  formatDocumento,
  formatTelefone,
  ouSemValor,
} from '@divida/domain/format';
import { DetailItem } from '../../components/DetailItem.tsx';
import { DetailPage } from '../../components/DetailPage.tsx';
import { DetailSection } from '../../components/DetailSection.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useSession } from '../../lib/SessionProvider.tsx';
import { AcessosDadosTab } from './AcessosDadosTab.tsx';
import { AtividadeNoPortal, Representantes } from './PortalDoDevedor.tsx';
import { TIPO_DOC_IDENTIFICACAO_CNPJ } from '@divida/domain/tipoDocumentoIdentificacao/tipos';
import { idDoEndereco, useDevedor, type ProcessoDoDevedor } from './devedor.api.ts';

/** spec 02 §2.9: empty values shown as SEM_VALOR. */
const ou = (v: string | null | undefined) => ouSemValor(v);

function ProcessosDoDevedor({ processos }: { processos: readonly ProcessoDoDevedor[] }) {
  if (processos.length === 0)
    return <Typography color="text.secondary">Não há registros a serem exibidos</Typography>;
  return (
    <Table size="small" aria-label="Processos do devedor">
      <TableHead>
        <TableRow>
          <TableCell>Número do Processo</TableCell>
          <TableCell>Fase</TableCell>
          <TableCell>Situação</TableCell>
          <TableCell align="right">Saldo Devedor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {processos.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <Link component={RouterLink} to={`/processos/${p.id}`}>
                {formatarNumeroProcesso(p.numero)}
              </Link>
            </TableCell>
            <TableCell>{p.faseProcesso.nome}</TableCell>
            <TableCell>{p.situacaoProcesso.nome}</TableCell>
            <TableCell align="right">{formatBRL(p.saldoDevedor)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /devedor/:id: the debtor's details and processes (spec 02 §2.9). The address carries the record's id,
 * never the CPF (issue 37 item 17); an old link by document is answered and replaced by the id's.
 */
export default function DevedorDetailPage() {
  const ref = useParams().ref;
  const { data: d, isPending, isError } = useDevedor(ref);
  const { can } = useSession();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const auditar = can('DADOS_PESSOAIS_AUDITAR');
  const aba = auditar && hash === '#acessos' ? '#acessos' : '';
  if (!ref) return <Navigate to="/devedor" replace />;
  if (isPending && !isError) return <PageLoading />;
  if (!d) return <Navigate to="/devedor" replace />;
  if (idDoEndereco(ref) !== d.id) return <Navigate to={`/devedor/${d.id}${hash}`} replace />;
  return (
    <DetailPage titulo="Detalhes do Devedor">
      {auditar && (
        <Tabs
          value={aba}
          onChange={(_e, v: string) => void navigate({ hash: v }, { replace: true })}
          aria-label="Abas do devedor"
          sx={{ mb: 2 }}
        >
          <Tab label="Dados" value="" />
          <Tab label="Acessos aos dados" value="#acessos" />
        </Tabs>
      )}
      {aba === '#acessos' ? (
        <AcessosDadosTab devedorId={d.id} />
      ) : (
        <>
          <DetailSection title="Dados do Devedor">
            <DetailItem label="Nome" value={ou(d.nome)} />
            <DetailItem
              label="Documento de Identificação"
              value={ou(formatDocumento(d.tipoDocumentoIdentificacao.id, d.documentoIdentificacao))}
            />
            <DetailItem label="E-mail" value={ou(d.email)} />
            <DetailItem label="Telefone 1" value={ou(formatTelefone(d.telefone1))} />
            <DetailItem label="Telefone 2" value={ou(formatTelefone(d.telefone2))} />
          </DetailSection>
          <DetailSection title="Endereço">
            <DetailItem label="Rua" value={ou(d.rua)} />
            <DetailItem label="Número" value={ou(d.numero)} />
            <DetailItem label="Complemento" value={ou(d.complemento)} />
            <DetailItem label="CEP" value={ou(formatCep(d.cep))} />
            <DetailItem label="Bairro" value={ou(d.bairro)} />
            <DetailItem label="Município" value={ou(d.municipio?.nome)} />
            <DetailItem label="UF" value={ou(d.uf)} />
          </DetailSection>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Processos
          </Typography>
          <ProcessosDoDevedor processos={d.processos ?? []} />
          {d.tipoDocumentoIdentificacao.id === TIPO_DOC_IDENTIFICACAO_CNPJ && (
            <Representantes devedorId={d.id} podeAlterar={can('DEVEDOR_ALTERAR')} />
          )}
          <AtividadeNoPortal devedorId={d.id} />
        </>
      )}
    </DetailPage>
  );
}
