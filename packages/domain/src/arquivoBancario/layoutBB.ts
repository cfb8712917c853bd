import { d, n, v, x, z, type Registro } from './cnab240.ts';

/**
 * Banco do Brasil's CNAB 240 cobrança records (docs/arquivos-bancarios.md §1), once, for writing and reading.
 * Each field is {start, length, picture, name}; `fixo` holds the bank's constants.
 *
 * `z(...)`: a numeric field docs/arquivos-bancarios.md does not list, written zero-filled (docs/arquivos-bancarios.md §1 "Picture 9": a
 * bank's validator refuses blanks in a numeric field) and never read. Each is named after its field in
 * the `@banco-br/cnab_yaml` layouts (cnab240/001 over generic), in camelCase; none of them has a
 * default there other than zero.
 */
/**
 * The slip's espécie (docs/arquivos-bancarios.md §1 P 107–108): FEBRABAN's code 27, Dívida Ativa de Estado, whose
 * abbreviation the slip prints as 'Espécie Doc.' (the remessa and the slip say the same).
 */
export const ESPECIE_TITULO = { codigo: '27', sigla: 'DAE' } as const;

const controle = (tipo: string, lote: string) => [
  n(1, 3, 'banco', '001'),
  n(4, 4, 'lote', lote),
  n(8, 1, 'tipoRegistro', tipo),
];

export const HEADER_ARQUIVO: Registro = [
  ...controle('0', '0000'),
  n(18, 1, 'tipoInscricao', '2'),
  n(19, 14, 'cnpj'),
  n(33, 9, 'convenio'),
  n(42, 4, 'produto', '0014'),
  n(46, 2, 'carteira'),
  n(48, 3, 'variacao'),
  n(53, 5, 'agencia'),
  x(58, 1, 'digitoAgencia'),
  n(59, 12, 'conta'),
  x(71, 1, 'digitoConta'),
  x(73, 30, 'nomeEmpresa'),
  x(103, 30, 'nomeBanco', 'BANCO DO BRASIL S.A.'),
  n(143, 1, 'codigoRemessaRetorno'),
  d(144, 'dataGeracao'),
  n(152, 6, 'horaGeracao'),
  n(158, 6, 'nsa'),
  n(164, 3, 'versaoLayout', '084'),
  n(167, 5, 'densidade', '01600'),
  z(226, 3, 'controleVans'),
  z(229, 2, 'tipoServico'),
  z(231, 10, 'ocorrencias'),
];

export const HEADER_LOTE: Registro = [
  ...controle('1', '0001'),
  x(9, 1, 'operacao'),
  n(10, 2, 'servico', '01'),
  n(14, 3, 'versaoLayoutLote', '042'),
  n(18, 1, 'tipoInscricao', '2'),
  n(19, 15, 'cnpj'),
  n(34, 9, 'convenio'),
  n(43, 4, 'produto', '0014'),
  n(47, 2, 'carteira'),
  n(49, 3, 'variacao'),
  n(54, 5, 'agencia'),
  x(59, 1, 'digitoAgencia'),
  n(60, 12, 'conta'),
  x(72, 1, 'digitoConta'),
  x(74, 30, 'nomeEmpresa'),
  n(184, 8, 'numeroRemessaRetorno'),
  d(192, 'dataGravacao'),
  d(200, 'dataCredito'),
];

const detalhe = (segmento: string): Registro => [
  ...controle('3', '0001'),
  n(9, 5, 'sequencial'),
  x(14, 1, 'segmento', segmento),
  n(16, 2, 'movimento'),
];

export const SEGMENTO_P: Registro = [
  ...detalhe('P'),
  n(18, 5, 'agencia'),
  x(23, 1, 'digitoAgencia'),
  n(24, 12, 'conta'),
  x(36, 1, 'digitoConta'),
  x(38, 20, 'nossoNumero'),
  n(58, 1, 'codigoCarteira', '7'),
  z(59, 1, 'formaCadastramento'),
  n(61, 1, 'emissao', '2'),
  n(62, 1, 'distribuicao', '2'),
  x(63, 15, 'seuNumero'),
  d(78, 'dataVencimento'),
  v(86, 'valorNominal'),
  z(101, 5, 'agenciaCobradora'),
  n(107, 2, 'especie', ESPECIE_TITULO.codigo),
  x(109, 1, 'aceite', 'N'),
  d(110, 'dataEmissao'),
  n(118, 1, 'codigoJuros', '3'),
  n(119, 23, 'zeros', '0'),
  z(142, 1, 'codigoDesconto1'),
  z(143, 8, 'dataDesconto1'),
  z(151, 15, 'valorDesconto1'),
  z(166, 15, 'valorIof'),
  v(181, 'abatimento'),
  x(196, 25, 'chave'),
  n(221, 1, 'codigoProtesto', '3'),
  z(222, 2, 'prazoProtesto'),
  z(224, 1, 'codigoBaixa'),
  z(225, 3, 'prazoBaixa'),
  n(228, 2, 'moeda', '09'),
  z(230, 10, 'usoExclusivoBanco03'),
];

export const SEGMENTO_Q: Registro = [
  ...detalhe('Q'),
  n(18, 1, 'tipoInscricao'),
  n(19, 15, 'documento'),
  x(34, 40, 'nome'),
  x(74, 40, 'endereco'),
  x(114, 15, 'bairro'),
  n(129, 5, 'cep'),
  n(134, 3, 'sufixoCep'),
  x(137, 15, 'cidade'),
  x(152, 2, 'uf'),
  n(154, 16, 'avalista', '0'),
  n(210, 3, 'bancoCorrespondente', '000'),
];

export const SEGMENTO_T: Registro = [
  ...detalhe('T'),
  x(38, 20, 'nossoNumero'),
  x(59, 15, 'seuNumero'),
  d(74, 'dataVencimento'),
  v(82, 'valorNominal'),
  n(97, 3, 'bancoRecebedor'),
  n(100, 5, 'agenciaRecebedora'),
  x(106, 25, 'chave'),
  n(133, 1, 'tipoInscricao'),
  n(134, 15, 'documento'),
  x(149, 40, 'nome'),
  v(199, 'tarifa'),
  x(214, 10, 'motivos'),
];

export const SEGMENTO_U: Registro = [
  ...detalhe('U'),
  v(18, 'acrescimos'),
  v(33, 'desconto'),
  v(48, 'abatimento'),
  v(78, 'valorPago'),
  v(93, 'valorLiquido'),
  d(138, 'dataOcorrencia'),
  d(146, 'dataCredito'),
];

export const TRAILER_LOTE: Registro = [...controle('5', '0001'), n(18, 6, 'quantidadeRegistros')];

export const TRAILER_ARQUIVO: Registro = [
  ...controle('9', '9999'),
  n(18, 6, 'quantidadeLotes'),
  n(24, 6, 'quantidadeRegistros'),
];
