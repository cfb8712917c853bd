import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  mensagemSucessoAcao,
  ROTAS_ACAO,
  type RespostaAcao,
  type RotaAcao,
} from '@divida/domain/processo/acao.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { ACOES } from '@divida/domain/workflow/acoes';
import { DialogoDeAcao, type AcaoDoDialogo } from '../../../components/dialogs/DialogoDeAcao.tsx';
import { sessionStore } from '../../../lib/sessionStore.ts';
import { AcaoCampos } from './AcaoCampos.tsx';
import { schemaDoDialogo, valoresIniciais } from './acaoForm.ts';
import { processoApi, processoKeys } from '../processo.api.ts';

type Valores = Record<string, unknown>;

/**
 * A workflow call of the process (spec 02 §2.5) in the action dialog: its row of ROTAS_ACAO gives the
 * title (the action's name), the fields of its kind and the call's own schema; the cancellation asks
 * 'Tem certeza que deseja realizar essa operação?' before it goes.
 */
export function AcaoDialog({
  p,
  rota,
  onClose,
  onSucesso,
}: {
  p: ProcessoDetalhe;
  rota: RotaAcao;
  onClose: () => void;
  /** After the toast (the returned-process page goes back to its list). */
  onSucesso?: (r: RespostaAcao) => void;
}) {
  const qc = useQueryClient();
  const { acao, tipo } = ROTAS_ACAO[rota];
  const schema = useMemo(() => schemaDoDialogo(rota, p), [rota, p]);
  const definicao: AcaoDoDialogo<Valores, Valores, RespostaAcao> = {
    titulo: ACOES[acao].nome,
    campos: <AcaoCampos rota={rota} p={p} />,
    valoresIniciais: valoresIniciais(rota, sessionStore.get()?.user.nome),
    resolver: zodResolver(schema as z.ZodType<Valores, Valores>),
    enviar: async (body) => {
      const r = await processoApi.acao(p.id, rota, body);
      await qc.invalidateQueries({ queryKey: processoKeys.all });
      return r;
    },
    mensagem: (r) => r?.message || mensagemSucessoAcao(acao, p.numero),
    confirmarAntes: tipo === 'cancelamento',
  };
  return <DialogoDeAcao acao={definicao} onClose={onClose} onSucesso={onSucesso} />;
}
