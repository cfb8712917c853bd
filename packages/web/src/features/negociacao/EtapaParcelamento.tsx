import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResultadoSimulacaoApi } from '@divida/domain/cobranca/cobranca.schema';
import {
  MENSAGENS_ASSISTENTE,
  mesmaSimulacao,
  parcelamentoEtapaSchema,
  primeiraParcelaSugerida,
  type CondicoesSimuladas,
  type LimitesPrimeiraParcela,
} from '@divida/domain/cobranca/negociacao.form';
import { MENSAGENS_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { formatBRL } from '@divida/domain/format';
import { parseIsoDate, type IsoDate } from '@divida/domain/calendar';
import { primeiroVencimentoPadrao, ultimoPrimeiroVencimento } from '@divida/domain/negociacao';
import { DateField } from '../../components/form/DateField.tsx';
import { formatValor, ValorField } from '../../components/form/ValorField.tsx';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { errorMessage, notifyError } from '../../lib/notify.ts';
import { validarCom } from '../../components/form/validarCom.ts';
import { FORM_ETAPA, numeroDigitado, type ParcelamentoValores } from './etapa.ts';
import { negociacaoApi, type PedidoSimulacao } from './negociacao.api.ts';
import { TabelaParcelas } from './TabelaParcelas.tsx';

const dataLocal = (d: IsoDate) => {
  const { year, month, day } = parseIsoDate(d);
  return new Date(year, month - 1, day);
};

export interface Simulacao {
  condicoes: CondicoesSimuladas;
  resultado: ResultadoSimulacaoApi;
}

/**
 * 'Parcelamento' (spec 03 §2.6, §5): the quantity (2 to the computed maximum) and the first
 * instalment's value; Simular shows the instalments or the critiques under 'Erro no parcelamento'.
 * Changing a condition makes the simulation stale: Próximo asks for it again.
 */
export function EtapaParcelamento({
  hoje,
  base,
  maxParcelas,
  limites,
  inicial,
  simulacaoInicial,
  onAvancar,
  setOcupado,
}: {
  hoje: IsoDate;
  base: Pick<PedidoSimulacao, 'precessosIds'> & Pick<CondicoesSimuladas, 'desconto'>;
  maxParcelas: number;
  limites: LimitesPrimeiraParcela;
  inicial: ParcelamentoValores | null;
  simulacaoInicial: Simulacao | null;
  onAvancar: (v: ParcelamentoValores, s: Simulacao) => void;
  setOcupado: (b: boolean) => void;
}) {
  const sugerida = (q: number) =>
    limites.valorPrincipal === null
      ? ''
      : formatValor('dinheiro', primeiraParcelaSugerida(limites.valorPrincipal, q));
  const form = useForm<ParcelamentoValores>({
    defaultValues: inicial ?? {
      quantidadeParcelas: '2',
      valorPrimeiraParcela: sugerida(2),
      primeiroVencimento: primeiroVencimentoPadrao(hoje),
    },
  });
  const { control, setError, clearErrors, getValues, setValue, watch } = form;
  const quantidadeDigitada = watch('quantidadeParcelas');
  // while the first instalment is the one last proposed (the principal shared evenly), it follows the
  // quantity, however the quantity is typed ('1', then '10'); a value typed stays as it is
  const proposta = useRef(sugerida(Number(form.getValues('quantidadeParcelas'))));
  useEffect(() => {
    const q = Number(quantidadeDigitada);
    if (!Number.isInteger(q) || q < 2) return;
    const atual = getValues('valorPrimeiraParcela');
    if (atual.trim() && atual !== proposta.current) return;
    proposta.current = sugerida(q);
    if (atual !== proposta.current) setValue('valorPrimeiraParcela', proposta.current);
  }, [quantidadeDigitada]);
  const [simulacao, setSimulacao] = useState<Simulacao | null>(simulacaoInicial);
  const [erro, setErro] = useState<string | null>(null);
  const [simulando, setSimulando] = useState(false);

  /** The conditions typed, checked by the step's rules; null (with the errors shown) when they fail. */
  function condicoes(): CondicoesSimuladas | null {
    const v = getValues();
    clearErrors();
    const ok = validarCom(
      parcelamentoEtapaSchema(maxParcelas, limites, hoje),
      {
        quantidadeParcelas: v.quantidadeParcelas.trim() === '' ? undefined : Number(v.quantidadeParcelas),
        valorPrimeiraParcela: numeroDigitado(v.valorPrimeiraParcela),
        primeiroVencimento: v.primeiroVencimento,
      },
      setError,
    );
    if (!ok) return null;
    return {
      quantidadeParcelas: ok.quantidadeParcelas,
      valorPrimeiraParcela: ok.valorPrimeiraParcela,
      desconto: base.desconto,
      primeiroVencimento: ok.primeiroVencimento,
    };
  }
  const pedido = (c: CondicoesSimuladas): PedidoSimulacao => ({
    ...base,
    quantidadeParcelas: c.quantidadeParcelas,
    valorPrimeiraParcela: c.valorPrimeiraParcela,
    formaPagamento: 'PARCELADO',
    primeiroVencimento: c.primeiroVencimento ?? null,
  });

  async function simular() {
    setErro(null);
    const c = condicoes();
    if (!c) return;
    setSimulando(true);
    setOcupado(true);
    try {
      setSimulacao({ condicoes: c, resultado: await negociacaoApi.simular(pedido(c)) });
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setSimulando(false);
      setOcupado(false);
    }
  }

  const onSubmit = form.handleSubmit((v) => {
    setErro(null);
    const c = condicoes();
    if (!c) return;
    if (!simulacao || !mesmaSimulacao(simulacao.condicoes, c)) {
      setErro(MENSAGENS_ASSISTENTE.simulacaoDesatualizada);
      return;
    }
    if (!simulacao.resultado.valido) {
      setErro(simulacao.resultado.criticas.join(' '));
      return;
    }
    onAvancar(v, simulacao);
  });

  const r = simulacao?.resultado;
  return (
    <form id={FORM_ETAPA} onSubmit={onSubmit} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          O parcelamento pode ter de 2 a {maxParcelas} parcelas de no mínimo{' '}
          {formatBRL(limites.valorMinimoParcela)}.
          {limites.valorPrincipal !== null && ` Valor principal: ${formatBRL(limites.valorPrincipal)}.`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name="quantidadeParcelas"
            render={({ field, fieldState }) => (
              <TextField
                required
                fullWidth
                type="number"
                label="Quantidade de Parcelas"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { min: 2, max: maxParcelas, step: 1 } }}
              />
            )}
          />
          <ValorField
            control={control}
            name="valorPrimeiraParcela"
            kind="dinheiro"
            label="Valor da Primeira Parcela"
            required
            fullWidth
          />
          <DateField
            control={control}
            name="primeiroVencimento"
            label="Primeiro Vencimento"
            required
            minDate={dataLocal(hoje)}
            maxDate={dataLocal(ultimoPrimeiroVencimento(hoje))}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void simular()} disabled={simulando}>
            Simular
          </Button>
          <Button
            variant="text"
            disabled={!r?.valido || simulando}
            onClick={() => {
              if (simulacao)
                abrirPdf(() => negociacaoApi.imprimirSimulacao(pedido(simulacao.condicoes))).catch(
                  notifyError,
                );
            }}
          >
            Imprimir Simulação
          </Button>
        </Stack>
        {erro && (
          <Alert severity="error" onClose={() => setErro(null)}>
            {erro}
          </Alert>
        )}
        {r && !r.valido && (
          <Alert severity="error">
            <AlertTitle>{r.titulo ?? MENSAGENS_COBRANCA.erroParcelamento}</AlertTitle>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {r.criticas.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </Alert>
        )}
        {r?.valido && (
          <>
            <TabelaParcelas parcelas={r.parcelas} />
            {r.valorTotalAcordo !== null && (
              <Typography sx={{ fontWeight: 600 }}>
                Total do acordo: {formatBRL(r.valorTotalAcordo)}
              </Typography>
            )}
          </>
        )}
      </Stack>
    </form>
  );
}
