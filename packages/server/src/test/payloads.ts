/** Valid create/update payloads of the administration areas, for tests that need a whole record. */

export const orgaoValido = (idIndiceFinanceiro: number, extra: object = {}) => ({
  nome: 'Secretaria de Estado do Meio Ambiente',
  cnpj: '11.222.333/0001-81',
  sigla: 'SEMA',
  codigoReceita: '1234',
  idIndiceFinanceiro,
  numeroIdentificador: '77',
  descricaoFatoPadrao: 'Multa ambiental aplicada por infração à legislação estadual.',
  fundamentoLegalPadrao: 'Lei estadual nº 1.234, de 2020, artigos 10 a 15 e regulamento.',
  tiposDocumentos: [{ id: 1, opcional: false }],
  cep: '01001-000',
  rua: 'Praça da Sé',
  numero: '100',
  bairro: 'Sé',
  uf: 'SP',
  municipio: 3550308,
  nomeContato: 'Maria da Conceição',
  emailContato: 'maria@sema.exemplo.gov.br',
  telefoneContato: '(11) 3333-4444',
  nomeAutoridade: 'José de Arruda',
  cargoAutoridade: 'Secretário',
  matriculaAutoridade: '123456',
  ...extra,
});

export const usuarioValido = (orgaoCredor: number, perfil: number, extra: object = {}) => ({
  nome: 'Fernanda Albuquerque',
  email: 'fernanda@orgao.gov.br',
  cpf: '529.982.247-25',
  matricula: '4321',
  cep: '20040-020',
  rua: 'Avenida Rio Branco',
  numero: '156',
  bairro: 'Centro',
  uf: 'RJ',
  municipio: 3304557,
  orgaoCredor,
  perfil,
  ...extra,
});

/** A debtor or co-responsible party as the process form sends it (CPF unless 14 digits). */
export const pessoaValida = (documentoIdentificacao: string, extra: object = {}) => ({
  nome: 'Maria das Dores Silva',
  email: 'maria@exemplo.com.br',
  tipoDocIdentificacao: documentoIdentificacao.replace(/\D/g, '').length === 14 ? 2 : 1,
  documentoIdentificacao,
  cep: '01001-000',
  rua: 'Praça da Sé',
  numero: '100',
  bairro: 'Centro',
  formUf: 'SP',
  formMunicipio: 3550308,
  telefone1: '(11) 3333-4444',
  ...extra,
});

/** A whole process create payload for the holder `documento`. */
export const processoValido = (documento: string, extra: object = {}) => ({
  ...pessoaValida(documento),
  idNaturezaDebito: 1,
  numeroProcessoAdministrativo: '2024.001/55',
  descricaoFato: 'Multa aplicada por infração à legislação ambiental estadual vigente.',
  fundamentoLegal: 'Lei estadual nº 1.234, de 2020, artigos 10 a 15 e seu regulamento.',
  valorOriginario: 1000,
  valorAtualizado: '1.234,56',
  multaAtualizada: 100.1,
  jurosAtualizado: 0.2,
  corresponsaveis: [],
  documentos: [],
  ...extra,
});
