import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import type { CriarCobrancaInput } from '@divida/domain/cobranca/cobranca.schema';
import {
  ETAPAS_NEGOCIACAO,
  MENSAGENS_ASSISTENTE,
  etapaAnterior,
  etapasDoAssistente,
  etapaSeguinte,
  type EtapaNegociacao,
  type FormaPagamentoEtapa,
  type LimitesPrimeiraParcela,
} from '@divida/domain/cobranca/negociacao.form';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { useVoltarDoNavegador } from '../../lib/useVoltarDoNavegador.ts';
import { errorMessage, notifyError } from '../../lib/notify.ts';
import type { DebitoNegociavel } from './debito.ts';
import { EtapaFormaPagamento } from './EtapaFormaPagamento.tsx';
import { EtapaParcelamento, type Simulacao } from './EtapaParcelamento.tsx';
import { EtapaRequerente, requerenteParaApi } from './EtapaRequerente.tsx';
import { EtapaSelecao } from './EtapaSelecao.tsx';
import { AvisoTermoDialog, Conclusao, Revisao } from './RevisaoConclusao.tsx';
import {
  FORM_ETAPA,
  type CobrancaCriada,
  type FormaValores,
  type ParcelamentoValores,
  type RequerenteValores,
} from './etapa.ts';
import { negociacaoApi, negociacaoPdf, type PedidoSimulacao } from './negociacao.api.ts';

/**
 * The wizard 'Negociação de Dívidas' (spec 03 §2.6, spec 02 §2.6). Each step is its own form,
 * submitted by Próximo; the dialog keeps what each step gave, so Voltar shows it again. The review
 * shows the engine's figures from the server; Confirmar sends the agreement once (Idempotency-Key).
 */
export function NegociacaoDialog({
  debitos: preSelecionados,
  onClose,
}: {
  /** debts chosen beforehand (the list, the process header); none opens the selection step */
  debitos?: DebitoNegociavel[];
  onClose: (criada: CobrancaCriada | null) => void;
}) {
  const pre = Boolean(preSelecionados?.length);
  const etapas = etapasDoAssistente(pre);
  const [etapa, setEtapa] = useState<EtapaNegociacao>(etapas[0]!);
  const [debitos, setDebitos] = useState<DebitoNegociavel[]>(preSelecionados ?? []);
  const [requerente, setRequerente] = useState<RequerenteValores | null>(null);
  const [forma, setForma] = useState<{ valores: FormaValores; etapa: FormaPagamentoEtapa } | null>(null);
  const [maxParcelas, setMaxParcelas] = useState(2);
  const [limites, setLimites] = useState<LimitesPrimeiraParcela>({
    valorMinimoParcela: 0,
    valorPrincipal: null,
  });
  const [parcelamento, setParcelamento] = useState<ParcelamentoValores | null>(null);
  const [simulacao, setSimulacao] = useState<Simulacao | null>(null);
  const [criada, setCriada] = useState<CobrancaCriada | null>(null);
  const [avisoTermo, setAvisoTermo] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  // one key per wizard: a second Confirmar (or a retry after a lost answer) gets the same collection
  const [chave] = useState(() => crypto.randomUUID());
  const [hoje] = useState(todayInSaoPaulo);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // a phone gets the whole screen, and the stepper names only the current step
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // something typed or chosen: leaving (Cancelar, the browser's Back) asks first
  const [mexeu, setMexeu] = useState(false);
  const [descartar, setDescartar] = useState(false);
  const preenchido =
    !criada && (mexeu || requerente !== null || forma !== null || (!pre && debitos.length > 0));
  const voltar = useVoltarDoNavegador(preenchido, () => setDescartar(true));

  const formaPagamento = forma?.etapa.formaPagamento ?? null;
  const ir = (e: EtapaNegociacao) => {
    setErro(null);
    setEtapa(e);
  };
  const avancar = () => ir(etapaSeguinte(etapa, formaPagamento));
  const base = () => ({ precessosIds: debitos.map((d) => d.id), desconto: forma?.etapa.desconto ?? 0 });

  /** After the payment form: À VISTA is simulated for the review; PARCELADO learns its maximum. */
  async function depoisDaForma(valores: FormaValores, f: FormaPagamentoEtapa) {
    setErro(null);
    setOcupado(true);
    try {
      const pedido: PedidoSimulacao = {
        precessosIds: debitos.map((d) => d.id),
        desconto: f.desconto,
        quantidadeParcelas: f.formaPagamento === 'A_VISTA' ? 1 : 2,
        valorPrimeiraParcela: null,
        formaPagamento: f.formaPagamento,
        primeiroVencimento: f.formaPagamento === 'A_VISTA' ? (f.primeiroVencimento ?? null) : null,
      };
      const r = await negociacaoApi.simular(pedido);
      const descontoMudou = forma?.etapa.desconto !== f.desconto;
      setForma({ valores, etapa: f });
      if (f.formaPagamento === 'A_VISTA') {
        if (!r.valido) return setErro(r.criticas.join(' '));
        setSimulacao({
          condicoes: { quantidadeParcelas: 1, valorPrimeiraParcela: null, desconto: f.desconto },
          resultado: r,
        });
        return ir('REVISAO');
      }
      // the maximum depends on the discount; one instalment is all the balance allows: À VISTA only
      if (!r.maxParcelas || r.maxParcelas < 2) return setErro(r.criticas.join(' '));
      setMaxParcelas(r.maxParcelas);
      setLimites({ valorMinimoParcela: r.valorMinimoParcela, valorPrincipal: r.valorPrincipal });
      if (descontoMudou) setParcelamento(null);
      if (descontoMudou || simulacao?.condicoes.quantidadeParcelas === 1) setSimulacao(null);
      ir('PARCELAMENTO');
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  }

  async function confirmar() {
    if (!requerente || !forma || !simulacao) return;
    setErro(null);
    setOcupado(true);
    const aVista = forma.etapa.formaPagamento === 'A_VISTA';
    const body = {
      idsProcessos: debitos.map((d) => d.id),
      totalParcelas: aVista ? 1 : simulacao.condicoes.quantidadeParcelas,
      valorPrimeiraParcela: aVista ? null : simulacao.condicoes.valorPrimeiraParcela,
      requerente: requerenteParaApi(requerente),
      desconto: forma.etapa.desconto,
      primeiroVencimento: aVista
        ? (forma.etapa.primeiroVencimento ?? null)
        : (simulacao.condicoes.primeiroVencimento ?? null),
      formaPagamento: forma.etapa.formaPagamento,
    } as unknown as CriarCobrancaInput;
    try {
      const c = await negociacaoApi.criar(body, chave);
      voltar.liberar();
      // the conclusion step says it (and, for instalments, the term's dialog): no toast on top
      setCriada(c);
      void queryClient.invalidateQueries({ queryKey: ['negociacao'] });
      void queryClient.invalidateQueries({ queryKey: ['processo'] });
      if (!aVista) setAvisoTermo(true);
      ir('CONCLUSAO');
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  }

  const fechar = () => {
    voltar.liberar();
    onClose(criada);
  };
  const cancelar = () => (preenchido ? setDescartar(true) : fechar());
  const passo = etapas.indexOf(etapa);
  const pulada = (e: EtapaNegociacao) => e === 'PARCELAMENTO' && formaPagamento === 'A_VISTA';

  return (
    <Dialog
      open
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="titulo-negociacao"
      onClose={criada ? fechar : undefined}
    >
      <DialogTitle id="titulo-negociacao">Negociação de Dívidas</DialogTitle>
      <DialogContent onChange={() => setMexeu(true)} onInput={() => setMexeu(true)}>
        <Stepper activeStep={passo} alternativeLabel={!phone} sx={{ mb: 2 }}>
          {etapas.map((e) => (
            <Step key={e} completed={passo > etapas.indexOf(e) && !pulada(e)} disabled={pulada(e)}>
              <StepLabel optional={pulada(e) && !phone ? 'Não se aplica' : undefined}>
                {/* on a phone only the current step's name shows; the others stay for screen readers
                    (an aria-label on the label's span is not allowed: axe aria-prohibited-attr) */}
                {!phone || e === etapa ? (
                  ETAPAS_NEGOCIACAO[e]
                ) : (
                  <span style={visuallyHidden}>{ETAPAS_NEGOCIACAO[e]}</span>
                )}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {ocupado && <LinearProgress aria-label="Aguarde" sx={{ mb: 1 }} />}
        {erro && (
          <Alert severity="error" onClose={() => setErro(null)} sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        {etapa === 'SELECAO' && (
          <EtapaSelecao
            inicial={debitos[0] ?? null}
            onAvancar={(d) => {
              if (debitos[0]?.id !== d.id) {
                setRequerente(null);
                setSimulacao(null);
              }
              setDebitos([d]);
              avancar();
            }}
          />
        )}
        {etapa === 'REQUERENTE' && debitos[0] && (
          <EtapaRequerente
            debito={debitos[0]}
            inicial={requerente}
            setOcupado={setOcupado}
            setErro={setErro}
            onAvancar={(r) => {
              setRequerente(r);
              avancar();
            }}
          />
        )}
        {etapa === 'FORMA_PAGAMENTO' && (
          <EtapaFormaPagamento hoje={hoje} inicial={forma?.valores ?? null} onAvancar={depoisDaForma} />
        )}
        {etapa === 'PARCELAMENTO' && (
          <EtapaParcelamento
            hoje={hoje}
            base={base()}
            maxParcelas={maxParcelas}
            limites={limites}
            inicial={parcelamento}
            simulacaoInicial={simulacao}
            setOcupado={setOcupado}
            onAvancar={(v, s) => {
              setParcelamento(v);
              setSimulacao(s);
              avancar();
            }}
          />
        )}
        {etapa === 'REVISAO' && requerente && forma && simulacao && (
          <Revisao
            debitos={debitos}
            requerente={requerente}
            forma={forma.etapa}
            simulacao={simulacao.resultado}
          />
        )}
        {etapa === 'CONCLUSAO' && criada && <Conclusao criada={criada} />}
      </DialogContent>
      <DialogActions>
        {etapa !== 'CONCLUSAO' && (
          <Button onClick={cancelar} disabled={ocupado}>
            Cancelar
          </Button>
        )}
        {etapa !== 'CONCLUSAO' && passo > 0 && (
          <Button onClick={() => ir(etapaAnterior(etapa, formaPagamento, pre))} disabled={ocupado}>
            Voltar
          </Button>
        )}
        {etapa !== 'REVISAO' && etapa !== 'CONCLUSAO' && (
          <Button variant="contained" type="submit" form={FORM_ETAPA} disabled={ocupado}>
            Próximo
          </Button>
        )}
        {etapa === 'REVISAO' && (
          <Button variant="contained" onClick={() => void confirmar()} disabled={ocupado}>
            Confirmar
          </Button>
        )}
        {etapa === 'CONCLUSAO' && criada && (
          <>
            {formaPagamento === 'PARCELADO' ? (
              <Button
                variant="outlined"
                onClick={() => abrirPdf(negociacaoPdf.termo(criada.id)).catch(notifyError)}
              >
                Imprimir Termo de Parcelamento
              </Button>
            ) : (
              <Button
                variant="outlined"
                onClick={() => abrirPdf(negociacaoPdf.boleto(criada.id, 1)).catch(notifyError)}
              >
                Emitir Boleto
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() => {
                fechar();
                navigate(`/processoCobranca/${criada.id}`);
              }}
            >
              Ir para o Processo
            </Button>
            <Button variant="contained" onClick={fechar}>
              Fechar
            </Button>
          </>
        )}
      </DialogActions>
      <AvisoTermoDialog open={avisoTermo} onClose={() => setAvisoTermo(false)} />
      <ConfirmDialog
        open={descartar}
        title={MENSAGENS_ASSISTENTE.descartarTitulo}
        message={MENSAGENS_ASSISTENTE.descartarTexto}
        confirmLabel="Descartar"
        cancelLabel="Continuar"
        onCancel={() => {
          voltar.manter();
          setDescartar(false);
        }}
        onConfirm={fechar}
      />
    </Dialog>
  );
}
