import { pdfMinimo } from '../pages/ProcessoPages.ts';
import { api, ENDERECO, novoCpf } from './admin.ts';
import { baseURL } from './env.ts';

/** Seeding of processes through the API (the UI story registers its own through the form). */

/** Uploads a PDF as the form does (`POST documento/upload`, multipart field "file"). */
export async function uploadPdf(token: string, nome: string): Promise<{ uuid: string; fileName: string }> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(pdfMinimo())], { type: 'application/pdf' }), nome);
  const res = await fetch(`${baseURL()}/api/documento/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  if (!res.ok)
    throw new Error(`upload → ${res.status} ${decodeURIComponent(res.headers.get('errormsg') ?? '')}`);
  return (await res.json()) as { uuid: string; fileName: string };
}

/**
 * A process of the caller's body with a CPF debtor, its required document ('DOCUMENTO DE
 * IDENTIFICAÇÃO', id 1, which both demo bodies ask for) and no co-responsible party.
 */
export async function createProcesso(token: string, nomeDevedor: string, cpf: string = novoCpf()) {
  const arquivo = await uploadPdf(token, `identidade-${Date.now()}.pdf`);
  return api<{ id: number }>(token, 'POST', 'processoConstituicaoCredito', {
    tipoDocIdentificacao: 1,
    documentoIdentificacao: cpf,
    nome: nomeDevedor,
    telefone1: '6932221234',
    cep: ENDERECO.cep,
    rua: ENDERECO.rua,
    numero: ENDERECO.numero,
    bairro: ENDERECO.bairro,
    formUf: ENDERECO.uf,
    formMunicipio: ENDERECO.municipio,
    idNaturezaDebito: 1,
    numeroProcessoAdministrativo: '2026.001/77',
    descricaoFato: 'Débito apurado em processo administrativo regular, não pago no prazo legal.',
    fundamentoLegal: 'Lei estadual de processo administrativo e regulamento de cobrança.',
    valorOriginario: '1.000,00',
    valorAtualizado: '1.100,00',
    corresponsaveis: [],
    documentos: [{ idTipoDocumento: 1, arquivos: [{ uuid: arquivo.uuid, nome: arquivo.fileName }] }],
  });
}
