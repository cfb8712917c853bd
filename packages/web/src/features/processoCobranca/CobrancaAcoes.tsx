import type { UseFormSetError } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { ACOES_COBRANCA, type AcaoCobranca } from '@divida/domain/cobranca/acoes';
import {
  anexarTermoSchema,
  baixaManualSchema,
  cancelarCobrancaSchema,
  MENSAGENS_COBRANCA,
  signatarioPadraoDoTermo,
  TIPO_DOCUMENTO_COBRANCA,
  termoParcelamentoQuerySchema,
  type CobrancaDetalhe,
} from '@divida/domain/cobranca/cobranca.schema';
import { parseValorBrasileiro } from '@divida/domain/format';
import { DialogoDeAcao, type AcaoDoDialogo } from '../../components/dialogs/DialogoDeAcao.tsx';
import type { UploadedFile } from '../../components/form/pdfFiles.ts';
import { validarCom } from '../../components/form/validarCom.ts';
import { baixarArquivo } from '../../lib/baixarArquivo.ts';
import { http } from '../../lib/http.ts';
import { cobrancaApi, cobrancaKeys, cobrancaPdf } from './cobranca.api.ts';
import {
  CampoDocumentos,
  CampoMotivoCancelamento,
  CamposBaixaManual,
  CamposTermo,
  representante,
  titular,
  type BaixaValores,
  type TermoValores,
} from './CamposCobranca.tsx';

/** The page actions of a collection that open the action dialog (Emitir Boleto opens the slip). */
export type AcaoCobrancaComDialogo = Exclude<AcaoCobranca, 'EMITIR_BOLETO'>;

type Mensagem = { message: string };

const documentos = (tipo: number, files: UploadedFile[]) =>
  files.length
    ? [{ idTipoDocumento: tipo, arquivos: files.map((f) => ({ uuid: f.uuid, nome: f.fileName })) }]
    : [];

/** After an action: the collection (and lists) read again. */
function useRefrescar(c: CobrancaDetalhe) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cobrancaKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['processo'] });
    void queryClient.invalidateQueries({ queryKey: cobrancaKeys.detail(c.idProcessoCobranca) });
  };
}

// ---------------------------------------------------------------- Cancelar

/** 'Cancelar Processo de Cobrança' (spec 03 §2.3, §5): a reason of 5 to 200 characters. */
const cancelar = (
  c: CobrancaDetalhe,
  refrescar: () => void,
): AcaoDoDialogo<{ motivo: string }, { idProcessoCobranca: number; motivo: string }, Mensagem> => ({
  titulo: ACOES_COBRANCA.CANCELAR.titulo,
  rotuloFechar: 'Voltar',
  rotuloConfirmar: 'Cancelar cobrança',
  campos: <CampoMotivoCancelamento />,
  valoresIniciais: { motivo: '' },
  corpo: (v, setError) =>
    validarCom(cancelarCobrancaSchema, { idProcessoCobranca: c.idProcessoCobranca, ...v }, setError),
  enviar: async (ok) => {
    const r = await cobrancaApi.cancelar(ok.idProcessoCobranca, ok.motivo);
    refrescar();
    return r;
  },
  mensagem: (r) => r.message,
  erros: 'bannerSemCampo',
});

// ---------------------------------------------------------------- Baixa manual

/**
 * 'Realizar Baixa Manual' (spec 03 §2.3, §4, §5): only the first open instalment can be picked (with a
 * single instalment it is picked already), the payment date not after today, the amount and the proof.
 */
function baixaManual(c: CobrancaDetalhe, refrescar: () => void) {
  const primeiraAberta = c.lancamentos.find((l) => l.situacaoLancamento === 'PREVISTO');
  const corpo = (v: BaixaValores, setError: UseFormSetError<BaixaValores>) => {
    const valor = parseValorBrasileiro(v.valorPago);
    const body = {
      idProcessoCobranca: c.idProcessoCobranca,
      dataPagamento: v.dataPagamento ?? '',
      valorPago: v.valorPago.trim() === '' ? undefined : valor.ok ? valor.valor.toNumber() : -1,
      lancamentos: v.lancamentos,
      documentos: documentos(TIPO_DOCUMENTO_COBRANCA.COMPROVANTE_PAGAMENTO, v.documentos),
    };
    return validarCom(baixaManualSchema(todayInSaoPaulo()), body, setError);
  };
  const definicao: AcaoDoDialogo<BaixaValores, NonNullable<ReturnType<typeof corpo>>, Mensagem> = {
    titulo: ACOES_COBRANCA.BAIXA_MANUAL.titulo,
    campos: <CamposBaixaManual c={c} />,
    valoresIniciais: {
      lancamentos: c.totalParcelas === 1 && primeiraAberta ? [primeiraAberta.id] : [],
      dataPagamento: todayInSaoPaulo(),
      valorPago: '',
      documentos: [],
    },
    corpo,
    enviar: async (ok) => {
      const r = await cobrancaApi.baixaManual(ok);
      refrescar();
      return r;
    },
    mensagem: (r) => r.message,
    erros: 'bannerSemCampo',
  };
  return definicao;
}

// ---------------------------------------------------------------- Termo de parcelamento

/** 'Anexar Termo de Parcelamento' (spec 03 §4, §5): the signed term (type 9); 'Acordo Firmado com Sucesso'. */
function anexarTermo(c: CobrancaDetalhe, refrescar: () => void) {
  const corpo = (
    v: { documentos: UploadedFile[] },
    setError: UseFormSetError<{ documentos: UploadedFile[] }>,
  ) =>
    validarCom(
      anexarTermoSchema,
      { documentos: documentos(TIPO_DOCUMENTO_COBRANCA.TERMO_PARCELAMENTO, v.documentos) },
      setError,
    );
  const definicao: AcaoDoDialogo<
    { documentos: UploadedFile[] },
    NonNullable<ReturnType<typeof corpo>>,
    Mensagem
  > = {
    titulo: ACOES_COBRANCA.ANEXAR_TERMO_PARCELAMENTO.titulo,
    campos: <CampoDocumentos label="Termo de Parcelamento assinado" />,
    valoresIniciais: { documentos: [] },
    corpo,
    enviar: async (ok) => {
      const r = await cobrancaApi.anexarTermo(c.idProcessoCobranca, ok);
      refrescar();
      return r;
    },
    mensagem: (r) => r.message || MENSAGENS_COBRANCA.acordoFirmado,
    camposDoServidor: [],
  };
  return definicao;
}

/** 'Gerar Termo de Parcelamento' (spec 03 §4, §5): the PDF downloads as TERMO_DE_PARCELAMENTO. */
function gerarTermo(c: CobrancaDetalhe) {
  const corpo = (v: TermoValores, setError: UseFormSetError<TermoValores>) =>
    validarCom(termoParcelamentoQuerySchema, v, setError);
  const definicao: AcaoDoDialogo<TermoValores, NonNullable<ReturnType<typeof corpo>>, void> = {
    titulo: ACOES_COBRANCA.GERAR_TERMO_PARCELAMENTO.titulo,
    campos: <CamposTermo c={c} />,
    // the requester who made the agreement signs unless the user chooses otherwise (U-17)
    valoresIniciais: signatarioPadraoDoTermo(c.requerente.tipo) === 'TITULAR' ? titular(c) : representante(c),
    corpo,
    enviar: async (ok) => {
      const q: Record<string, string> = {};
      if (ok.tipo) q.tipo = ok.tipo;
      if (ok.nome) q.nome = ok.nome;
      if (ok.cpfCnpj) q.cpfCnpj = ok.cpfCnpj;
      if (ok.telefone) q.telefone = ok.telefone;
      const blob = await http.pdf(cobrancaPdf.termo(c.idProcessoCobranca, q));
      baixarArquivo(blob, 'TERMO_DE_PARCELAMENTO.pdf');
    },
    mensagem: () => 'Termo de parcelamento gerado',
    camposDoServidor: [],
  };
  return definicao;
}
/** A collection's page action (spec 03 §2.3, §4, §5) in the action dialog, its fields by the action. */
export function AcaoCobrancaDialog({
  c,
  acao,
  onClose,
}: {
  c: CobrancaDetalhe;
  acao: AcaoCobrancaComDialogo;
  onClose: () => void;
}) {
  const refrescar = useRefrescar(c);
  switch (acao) {
    case 'CANCELAR':
      return <DialogoDeAcao acao={cancelar(c, refrescar)} onClose={onClose} />;
    case 'BAIXA_MANUAL':
      return <DialogoDeAcao acao={baixaManual(c, refrescar)} onClose={onClose} />;
    case 'ANEXAR_TERMO_PARCELAMENTO':
      return <DialogoDeAcao acao={anexarTermo(c, refrescar)} onClose={onClose} />;
    case 'GERAR_TERMO_PARCELAMENTO':
      return <DialogoDeAcao acao={gerarTermo(c)} onClose={onClose} />;
  }
}

/** Emitir Boleto (single payment): the slip of instalment 1. */
