import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { formatBRL, formatCep, formatCnpj, formatTelefone } from '@divida/domain/format';
import { MENSAGENS_ORGAO_CREDOR } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { useSession } from '../../lib/SessionProvider.tsx';
import { DetailItem } from '../../components/DetailItem.tsx';
import { ComHistorico } from '../auditoria/index.ts';
import { DetailPage, EditarButton, ExcluirButton } from '../../components/DetailPage.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifyError } from '../../lib/notify.ts';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { DetailSection } from '../../components/DetailSection.tsx';
import { useExcluirOrgaoCredor, useOrgaoCredor } from './orgaoCredor.api.ts';

const simNao = (v: boolean) => (v ? 'Sim' : 'Não');
const lista = (nomes: string[]) => (nomes.length ? nomes.join(', ') : null);

/** /orgaoCredor/:orgaoId: body, address, contact, bank data, authority; Excluir, Editar, Imprimir (spec 01 §2.7). */
export default function OrgaoCredorDetailPage() {
  const id = Number(useParams().orgaoId);
  const { can } = useSession();
  const { data: o, isPending, isError } = useOrgaoCredor(id);
  const excluir = useExcluirOrgaoCredor();
  const [imprimindo, setImprimindo] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/orgaoCredor" replace />;
  if (isPending && !isError) return <PageLoading />;

  const imprimir = () => {
    setImprimindo(true);
    abrirPdf(`orgaoCredor/${id}/imprimir`)
      .catch(notifyError)
      .finally(() => setImprimindo(false));
  };

  return (
    <DetailPage
      titulo="Detalhes do Órgão Credor"
      acoes={
        <>
          {o && (
            <Button variant="outlined" onClick={imprimir} disabled={imprimindo}>
              Imprimir
            </Button>
          )}
          {o && can('ORGAO_CREDOR_EXCLUIR') && (
            <ExcluirButton
              id={id}
              excluir={excluir}
              mensagem={MENSAGENS_ORGAO_CREDOR.excluido}
              destino="/orgaoCredor"
            />
          )}
          {o && can('ORGAO_CREDOR_ALTERAR') && <EditarButton id={id} to="/orgaoCredor/editar" />}
        </>
      }
    >
      <ComHistorico entidade="orgaoCredor" id={id}>
        {o && (
          <>
            <DetailSection title="Dados do Órgão">
              <DetailItem label="Denominação" value={o.nome} />
              <DetailItem label="CNPJ" value={formatCnpj(o.cnpj)} />
              <DetailItem label="Sigla" value={o.sigla} />
              <DetailItem label="Código da Receita" value={o.codigoReceita} />
              <DetailItem
                label="Índice Financeiro"
                value={o.indiceFinanceiro ? `${o.indiceFinanceiro.sigla} - ${o.indiceFinanceiro.nome}` : null}
              />
              <DetailItem label="Número Identificador" value={o.numeroIdentificador} />
              <DetailItem label="Site" value={o.url} />
              <DetailItem label="Descrição" value={o.descricao} />
              <DetailItem label="Utilizar juros atualizados" value={simNao(o.utilizarJuros)} />
              <DetailItem label="Utilizar multa atualizada" value={simNao(o.utilizarMulta)} />
              <DetailItem
                label="Documentos Obrigatórios"
                value={lista(o.tiposDocumentos.filter((t) => !t.opcional).map((t) => t.nome))}
              />
              <DetailItem
                label="Documentos Opcionais"
                value={lista(o.tiposDocumentos.filter((t) => t.opcional).map((t) => t.nome))}
              />
              <DetailItem label="Descrição do Fato Padrão" value={o.descricaoFatoPadrao} />
              <DetailItem label="Fundamento Legal Padrão" value={o.fundamentoLegalPadrao} />
            </DetailSection>
            <DetailSection title="Endereço">
              <DetailItem label="CEP" value={formatCep(o.cep) || null} />
              <DetailItem label="Rua" value={o.rua} />
              <DetailItem label="Número" value={o.numero} />
              <DetailItem label="Complemento" value={o.complemento} />
              <DetailItem label="Bairro" value={o.bairro} />
              <DetailItem
                label="Município"
                value={o.municipio ? `${o.municipio.nome} - ${o.uf ?? ''}` : null}
              />
            </DetailSection>
            <DetailSection title="Dados do Responsável">
              <DetailItem label="Nome" value={o.nomeContato} />
              <DetailItem label="E-mail" value={o.emailContato} />
              <DetailItem label="Telefone" value={formatTelefone(o.telefoneContato) || null} />
            </DetailSection>
            <DetailSection title="Dados Bancários">
              <DetailItem label="Chave do Banco" value={o.chaveBanco} />
              <DetailItem label="Convênio" value={o.convenio} />
              <DetailItem label="Carteira" value={o.carteira} />
              <DetailItem label="Variação" value={o.variacao} />
              <DetailItem
                label="Agência"
                value={o.agencia ? `${o.agencia}${o.digitoAgencia ? `-${o.digitoAgencia}` : ''}` : null}
              />
              <DetailItem
                label="Conta"
                value={o.conta ? `${o.conta}${o.digitoConta ? `-${o.digitoConta}` : ''}` : null}
              />
              <DetailItem
                label="Código do Beneficiário"
                value={
                  o.codigoBeneficiario
                    ? `${o.codigoBeneficiario}${o.codigoBeneficiarioDigito ? `-${o.codigoBeneficiarioDigito}` : ''}`
                    : null
                }
              />
              {o.toleranciaPagamento !== undefined && (
                <DetailItem label="Tolerância de Pagamento" value={formatBRL(o.toleranciaPagamento)} />
              )}
            </DetailSection>
            <DetailSection title="Dados da Autoridade">
              <DetailItem label="Nome" value={o.nomeAutoridade} />
              <DetailItem label="Cargo" value={o.cargoAutoridade} />
              <DetailItem label="Matrícula" value={o.matriculaAutoridade} />
            </DetailSection>
          </>
        )}
      </ComHistorico>
    </DetailPage>
  );
}
