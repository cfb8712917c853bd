import { useController, useFormContext } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentosFaltando, MENSAGENS_PROCESSO } from '@divida/domain/processo/processo.schema';
import { PdfUploadField } from '../../../components/form/PdfUploadField.tsx';
import type { UploadedFile } from '../../../components/form/pdfFiles.ts';

export interface TipoDocumentoExigido {
  id: number;
  nome: string;
  opcional: boolean;
}
type Arquivo = { uuid: string; nome: string };
type Documento = { idTipoDocumento: number; arquivos: Arquivo[] };

/** The body's document types as the form lists them: the required ones first, each group in the body's order. */
export const tiposEmOrdem = (tipos: readonly TipoDocumentoExigido[]): TipoDocumentoExigido[] => [
  ...tipos.filter((t) => !t.opcional),
  ...tipos.filter((t) => t.opcional),
];

/** The form's `documentos`, one entry per document type of the body, in the order of `tiposEmOrdem`. */
export const documentosIniciais = (tipos: readonly TipoDocumentoExigido[]): Documento[] =>
  tiposEmOrdem(tipos).map((t) => ({ idTipoDocumento: t.id, arquivos: [] }));

function DocumentoField({
  indice,
  tipo,
  outrosNomes,
}: {
  indice: number;
  tipo: TipoDocumentoExigido;
  outrosNomes: string[];
}) {
  const { control } = useFormContext();
  const { field } = useController({ control, name: `documentos.${indice}.arquivos` });
  const arquivos = (field.value as Arquivo[] | undefined) ?? [];
  return (
    <PdfUploadField
      label={tipo.nome}
      required={!tipo.opcional}
      multiple
      otherNames={outrosNomes}
      value={arquivos.map((a): UploadedFile => ({ uuid: a.uuid, fileName: a.nome }))}
      onChange={(fs) => field.onChange(fs.map((f) => ({ uuid: f.uuid, nome: f.fileName })))}
    />
  );
}

/**
 * 'Documentos obrigatórios' of a new process (spec 02 §2.3, §5): one PDF field per document type of the
 * body, the required ones first, '*' when required and '(Opcional)' otherwise; a file name is accepted
 * once in the whole form. Once `verificar` (a save was tried), the types still without a file are
 * named below, read from the files attached now: attaching the last one clears the message (U-15).
 */
export function DocumentosObrigatoriosSection({
  tipos,
  verificar = false,
}: {
  tipos: readonly TipoDocumentoExigido[];
  verificar?: boolean;
}) {
  const { watch } = useFormContext();
  const documentos = (watch('documentos') as Documento[] | undefined) ?? [];
  if (tipos.length === 0)
    return <Typography color="text.secondary">O órgão não exige documentos.</Typography>;
  const faltando = verificar ? documentosFaltando(tipos, documentos) : [];
  const erro = faltando.length ? MENSAGENS_PROCESSO.documentosFaltando(faltando.join(', ')) : undefined;
  return (
    <Stack spacing={2}>
      {tiposEmOrdem(tipos).map((t, i) => (
        <DocumentoField
          key={t.id}
          indice={i}
          tipo={t}
          outrosNomes={documentos.filter((_, j) => j !== i).flatMap((d) => d.arquivos.map((a) => a.nome))}
        />
      ))}
      {erro && (
        <Typography color="error" role="alert" variant="body2">
          {erro}
        </Typography>
      )}
    </Stack>
  );
}
