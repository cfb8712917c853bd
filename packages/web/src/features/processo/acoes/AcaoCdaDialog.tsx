import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { schemaDaAcaoCda } from '@divida/domain/dividaAtiva/acaoCda.schema';
import type { RespostaAcao } from '@divida/domain/processo/acao.schema';
import { ACOES_CDA_DEF, type AcaoCda } from '@divida/domain/workflow/cda';
import { DialogoDeAcao, type AcaoDoDialogo } from '../../../components/dialogs/DialogoDeAcao.tsx';
import {
  CAMPOS_CDA,
  CamposCda,
  payloadCda,
  valoresIniciaisCda,
  type ValoresCda,
} from '../detalhe/CamposCda.tsx';
import { dividaAtivaApi } from '../dividaAtiva.api.ts';
import { processoKeys } from '../processo.api.ts';

/**
 * A CDA action (ACOES_CDA_DEF) in the action dialog: its name, its fields checked by the domain's
 * schema, then its call; only the action's own fields go to the server, the process (detail and lists)
 * refreshed (spec 02 §2.5 habits).
 */
export function AcaoCdaDialog({
  idProcesso,
  acao,
  valorSugerido,
  onClose,
}: {
  idProcesso: number;
  acao: AcaoCda;
  /** the CDA's total, proposed as the value of the suit */
  valorSugerido: number;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const resolver: Resolver<ValoresCda> = (values, context, options) =>
    zodResolver(schemaDaAcaoCda(acao) as never)(payloadCda(acao, values) as never, context, options as never);
  const definicao: AcaoDoDialogo<ValoresCda, ValoresCda, RespostaAcao> = {
    titulo: ACOES_CDA_DEF[acao].nome,
    campos: <CamposCda acao={acao} />,
    valoresIniciais: valoresIniciaisCda(valorSugerido),
    resolver,
    enviar: async (payload) => {
      const r = await dividaAtivaApi.acao(idProcesso, acao, payload);
      await qc.invalidateQueries({ queryKey: processoKeys.all });
      return r;
    },
    mensagem: (r) => r.message,
    erros: 'aviso',
    camposDoServidor: [...CAMPOS_CDA[acao], 'documento.idTipoDocumento'],
  };
  return <DialogoDeAcao acao={definicao} onClose={onClose} />;
}
