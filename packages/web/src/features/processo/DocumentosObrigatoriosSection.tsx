import { useController, useFormContext } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PdfUploadField } from '../../components/form/PdfUploadField.tsx';
import type { UploadedFile } from '../../components/form/pdfFiles.ts';

export interface TipoDocumentoExigido {
  id: number;
  nome: string;
  opcional: boolean;
}
type Arquivo = { uuid: string; nome: string };
type Documento = { idTipoDocumento: number; arquivos: Arquivo[] };

/** The form's `documentos`, one entry per document type of the body, in its order. */
export const documentosIniciais = (tipos: readonly TipoDocumentoExigido[]): Documento[] =>
  tipos.map((t) => ({ idTipoDocumento: t.id, arquivos: [] }));

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
 * body, '*' when required and '(Opcional)' otherwise; a file name is accepted once in the whole form.
 */
export function DocumentosObrigatoriosSection({
  tipos,
  erro,
}: {
  tipos: readonly TipoDocumentoExigido[];
  erro?: string;
}) {
  const { watch } = useFormContext();
  const documentos = (watch('documentos') as Documento[] | undefined) ?? [];
  if (tipos.length === 0)
    return <Typography color="text.secondary">O órgão não exige documentos.</Typography>;
  return (
    <Stack spacing={2}>
      {tipos.map((t, i) => (
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
