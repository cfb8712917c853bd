import { useController, useFormContext } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { RotaAcao } from '@divida/domain/processo/acao.schema';
import { ROTAS_ACAO } from '@divida/domain/processo/acao.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import type { Acao } from '@divida/domain/workflow/acoes';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { fromApiDate } from '@divida/domain/format';
import { CampoSelect } from '../../../components/form/CampoSelect.tsx';
import { CampoTexto } from '../../../components/form/CampoTexto.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { PdfUploadField } from '../../../components/form/PdfUploadField.tsx';
import { ValorField } from '../../../components/form/ValorField.tsx';
import {
  atuaisDe,
  caminhoDocumento,
  documentoDaAcao,
  opcoesDevolucao,
  rotuloData,
  temDevedorNaoEncontrado,
} from './acaoForm.ts';

type Arquivo = { uuid: string; nome: string };
const hoje = () => fromApiDate(todayInSaoPaulo()) ?? undefined;

/** The action's PDF(s), of the type the action requires (spec 02 §4); its error is the schema's. */
function ArquivoAcao({ p, acao, prefixo }: { p: ProcessoDetalhe; acao: Acao; prefixo: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: `${prefixo}arquivos` });
  const tipo = documentoDaAcao(p, acao);
  const arquivos = (field.value as Arquivo[] | undefined) ?? [];
  return (
    <PdfUploadField
      label={tipo?.nome ?? 'Documento'}
      required={!tipo?.opcional}
      multiple
      value={arquivos.map((a) => ({ uuid: a.uuid, fileName: a.nome }))}
      onChange={(fs) => field.onChange(fs.map((f) => ({ uuid: f.uuid, nome: f.fileName })))}
      error={fieldState.error?.message}
    />
  );
}

function DataAcao({
  name,
  label,
  regra,
}: {
  name: string;
  label: string;
  regra: 'naoFutura' | 'naoPassada';
}) {
  const { control } = useFormContext();
  return (
    <DateField
      control={control}
      name={name}
      label={label}
      required
      maxDate={regra === 'naoFutura' ? hoje() : undefined}
      minDate={regra === 'naoPassada' ? hoje() : undefined}
    />
  );
}

function Marcador({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/** The new values of an instalment loss or a partial grant; fine and interest required as the process has them. */
function Valores({
  p,
  multa,
  exigidos,
}: {
  p: ProcessoDetalhe;
  multa: 'multaAtualizada' | 'multaAtualizado';
  exigidos: boolean;
}) {
  const { control } = useFormContext();
  const atuais = atuaisDe(p);
  return (
    <>
      <ValorField
        control={control}
        name="valorAtualizado"
        kind="dinheiro"
        label="Valor Atualizado"
        required
      />
      <ValorField
        control={control}
        name={multa}
        kind="dinheiro"
        label="Multa Atualizada"
        required={exigidos && atuais.multa > 0}
      />
      <ValorField
        control={control}
        name="jurosAtualizado"
        kind="dinheiro"
        label="Juros Atualizado"
        required={exigidos && atuais.juros > 0}
      />
    </>
  );
}

/** A reason or observation: 10 to 100 characters (the partial grant's input also stops at 100, spec 02 §5). */
function Texto({ name, label }: { name: string; label: string }) {
  return <CampoTexto name={name} label={label} required multiline minRows={3} maxLength={100} />;
}

/** The fields of the dialog kind of spec 02 §2.5 that the call `rota` opens. */
export function AcaoCampos({ rota, p }: { rota: RotaAcao; p: ProcessoDetalhe }) {
  const { acao, tipo } = ROTAS_ACAO[rota];
  const prefixo = caminhoDocumento(tipo);
  const arquivo = prefixo !== null && <ArquivoAcao p={p} acao={acao} prefixo={prefixo} />;
  switch (tipo) {
    case 'documento':
      return arquivo;
    case 'documentoData':
    case 'avisoRecebimento':
      return (
        <Stack spacing={2}>
          {arquivo}
          <DataAcao name="data" label={rotuloData(acao)} regra="naoFutura" />
          {tipo === 'avisoRecebimento' && temDevedorNaoEncontrado(acao) && (
            <Marcador name="devedorNaoEncontrado" label="Devedor não encontrado" />
          )}
        </Stack>
      );
    case 'parcelar':
      return (
        <Stack spacing={2}>
          {arquivo}
          <DataAcao name="data" label={rotuloData(acao)} regra="naoPassada" />
        </Stack>
      );
    case 'perdaParcelamento':
      return (
        <Stack spacing={2}>
          {arquivo}
          {/* spec 02 §5: the loss requires fine and interest when the process has them */}
          <Valores p={p} multa="multaAtualizada" exigidos />
        </Stack>
      );
    case 'deferimentoParcial':
      return (
        <Stack spacing={2}>
          {arquivo}
          <Marcador name="apresentouVicio" label="Apresentou vício" />
          <Texto name="observacao" label="Observação" />
          <Valores p={p} multa="multaAtualizado" exigidos={false} />
        </Stack>
      );
    case 'suspensao':
      return (
        <Stack spacing={2}>
          <DataAcao name="data" label={rotuloData(acao)} regra="naoFutura" />
          {arquivo}
          <Texto name="motivo" label="Motivo" />
        </Stack>
      );
    case 'cancelamento':
      return <Texto name="motivoCancelamento" label="Motivo do cancelamento" />;
    case 'devolvido':
      return <Texto name="observacao" label="Motivo" />;
    case 'inscricao':
      return (
        <Stack spacing={2}>
          <DataAcao name="dataInscricao" label="Data da Inscrição" regra="naoFutura" />
          <CampoTexto
            name="nomeProcuradorSignatario"
            label="Procurador Signatário"
            required
            maxLength={100}
          />
        </Stack>
      );
    case 'devolucao':
      return (
        <Stack spacing={2}>
          <CampoSelect name="idSituacao" label="Motivo da Devolução" options={opcoesDevolucao()} required />
          <Texto name="motivo" label="Justificativa" />
        </Stack>
      );
  }
}
