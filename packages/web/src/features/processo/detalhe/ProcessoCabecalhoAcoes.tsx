import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MENSAGENS_PROCESSO, type ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { formatarNumeroProcesso } from '@divida/domain/format';
import { rotaDaAcao, type RotaAcao } from '@divida/domain/processo/acao.schema';
import { useSession } from '../../../lib/SessionProvider.tsx';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { abrirPdf } from '../../../lib/abrirPdf.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  bloqueioSemConvenio,
  debitoDoProcesso,
  NegociacaoDialog,
  podeNegociarProcesso,
} from '../../negociacao/index.ts';
import { AcaoDialog } from '../acoes/AcaoDialog.tsx';
import { MemoriaCalculoButton } from './MemoriaCalculoDialog.tsx';
import { processoPdf, useExcluirProcesso } from '../processo.api.ts';
import { acoesDoCabecalho, acoesPermitidas } from '../acoes/processoAcoes.ts';

function ImprimirButton({ rotulo, caminho }: { rotulo: string; caminho: string }) {
  const [abrindo, setAbrindo] = useState(false);
  return (
    <Button
      variant="outlined"
      disabled={abrindo}
      onClick={() => {
        setAbrindo(true);
        abrirPdf(caminho)
          .catch(notifyError)
          .finally(() => setAbrindo(false));
      }}
    >
      {rotulo}
    </Button>
  );
}

function ExcluirProcessoButton({ p }: { p: ProcessoDetalhe }) {
  const navigate = useNavigate();
  const excluir = useExcluirProcesso();
  const [confirmando, setConfirmando] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setConfirmando(true)}>
        Excluir
      </Button>
      <ConfirmDialog
        open={confirmando}
        message={MENSAGENS_PROCESSO.confirmarExclusao}
        busy={excluir.isPending}
        onCancel={() => setConfirmando(false)}
        onConfirm={() =>
          excluir.mutate(p.id, {
            onSuccess: (r) => {
              notifySuccess(r?.message || MENSAGENS_PROCESSO.removido(formatarNumeroProcesso(p.numero)));
              navigate('/processos', { replace: true });
            },
            onSettled: () => setConfirmando(false),
          })
        }
      />
    </>
  );
}

/**
 * Negociar (spec 02 §2.2, §6, §8): the wizard with this debt chosen, or why it cannot be negotiated.
 * The wizard stays open after the agreement, when the process (refetched) no longer offers Negociar.
 */
function Negociar({ p, oferecido }: { p: ProcessoDetalhe; oferecido: boolean }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      {oferecido && (
        <Button
          variant="contained"
          onClick={() => {
            const bloqueio = bloqueioSemConvenio([{ convenio: p.orgaoCredor.convenio }]);
            if (bloqueio) notifyError(new Error(bloqueio));
            else setAberto(true);
          }}
        >
          Negociar
        </Button>
      )}
      {aberto && <NegociacaoDialog debitos={[debitoDoProcesso(p)]} onClose={() => setAberto(false)} />}
    </>
  );
}

/** The header actions of the process detail (spec 02 §2.2, gated as §6). */
export function ProcessoCabecalhoAcoes({ p }: { p: ProcessoDetalhe }) {
  const { can } = useSession();
  const navigate = useNavigate();
  const a = acoesDoCabecalho(p, can);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Negociar p={p} oferecido={podeNegociarProcesso(p, can)} />
      {a.imprimirTcc && <ImprimirButton rotulo="Imprimir TCC" caminho={processoPdf.tcc(p.id)} />}
      {can('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR') && <MemoriaCalculoButton idProcesso={p.id} />}
      {a.imprimirCertidao && (
        <ImprimirButton rotulo="Imprimir Certidão" caminho={processoPdf.certidao(p.id)} />
      )}
      {a.imprimirNotificacao && (
        <ImprimirButton rotulo="Imprimir Notificação" caminho={processoPdf.notificacao(p.id)} />
      )}
      {a.excluir && <ExcluirProcessoButton p={p} />}
      {a.editar && (
        <Button variant="contained" onClick={() => navigate('/processos/editar', { state: { id: p.id } })}>
          Editar
        </Button>
      )}
    </Stack>
  );
}

/** The actions the server offers for the process (spec 02 §4), each opening its dialog (§2.5). */
export function AcoesDisponiveisToolbar({ p }: { p: ProcessoDetalhe }) {
  const { can } = useSession();
  const [aberta, setAberta] = useState<RotaAcao | null>(null);
  const acoes = acoesPermitidas(p, can).flatMap((a) => {
    const rota = rotaDaAcao(a.action);
    return rota ? [{ ...a, rota }] : [];
  });
  if (acoes.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="toolbar"
      aria-label="Ações do processo"
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {acoes.map((a) => (
        <Button key={a.action} variant="outlined" size="small" onClick={() => setAberta(a.rota)}>
          {a.nome}
        </Button>
      ))}
      {aberta && <AcaoDialog key={aberta} p={p} rota={aberta} onClose={() => setAberta(null)} />}
    </Stack>
  );
}
