import { cnpjCheckDigits, cpfCheckDigits } from '@divida/domain/documents';
import {
  TIPO_DOC_IDENTIFICACAO_CNPJ,
  TIPO_DOC_IDENTIFICACAO_CPF,
} from '@divida/domain/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema';
import type { Aleatorio } from './demoAleatorio.ts';

/**
 * The demo's debtors: people and companies with valid CPFs and CNPJs, Brazilian names, addresses in
 * real municipalities (IBGE codes of the reference data, CEPs within each one's range) and phones
 * of the municipality's area code.
 */

const NOMES_MASCULINOS = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Sérgio',
  'Thiago',
  'André',
  'Fernando',
  'Fábio',
  'Leonardo',
  'Gustavo',
  'Márcio',
  'Ricardo',
  'Jorge',
  'Vinícius',
  'Otávio',
  'Caio',
  'Henrique',
  'Júlio',
  'Wagner',
];
const NOMES_FEMININOS = [
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Gabriela',
  'Vera',
  'Vitória',
  'Larissa',
  'Cláudia',
  'Beatriz',
  'Renata',
  'Simone',
  'Débora',
  'Tatiane',
  'Lúcia',
  'Rosângela',
  'Conceição',
  'Helena',
  'Íris',
];
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Azevedo',
  'Monteiro',
  'Campos',
  'Cavalcanti',
  'Brandão',
  'Magalhães',
  'Conceição',
  'Guimarães',
  'Peixoto',
];
const RAMOS = [
  'Comércio de Alimentos',
  'Comércio de Materiais de Construção',
  'Comércio de Roupas',
  'Transportes',
  'Construtora',
  'Auto Peças',
  'Posto de Combustíveis',
  'Supermercado',
  'Farmácia',
  'Distribuidora de Bebidas',
  'Padaria e Confeitaria',
  'Serralheria',
  'Indústria de Plásticos',
  'Madeireira',
  'Clínica Médica',
  'Escola de Idiomas',
  'Lavanderia',
  'Hotel',
  'Restaurante',
  'Mineração',
  'Agropecuária',
  'Comércio de Eletrodomésticos',
  'Oficina Mecânica',
  'Gráfica',
  'Laticínios',
  'Pescados',
];
const FANTASIAS = [
  'Boa Vista',
  'Santa Luzia',
  'Nova Esperança',
  'Serra Verde',
  'Atlântico',
  'Guanabara',
  'Fluminense',
  'Três Rios',
  'São Jorge',
  'Maré Alta',
  'Bom Jesus',
  'Estrela do Sul',
  'Rio Claro',
  'Pão de Açúcar',
];
const FORMAS = ['Ltda', 'Ltda', 'Ltda', 'Ltda', 'S.A.', 'ME', 'EPP'];
const RUAS = [
  'Rua São José',
  'Rua Sete de Setembro',
  'Avenida Presidente Vargas',
  'Rua Marechal Floriano',
  'Rua das Laranjeiras',
  'Rua Dom Pedro II',
  'Avenida Amaral Peixoto',
  'Rua Quinze de Novembro',
  'Rua Tiradentes',
  'Rua Santos Dumont',
  'Avenida Getúlio Vargas',
  'Rua Barão do Rio Branco',
  'Rua Coronel Gomes Machado',
  'Travessa da Paz',
  'Rua da Independência',
  'Estrada do Camboatá',
  'Rua Visconde de Itaboraí',
  'Avenida Brasil',
  'Rua Conde de Bonfim',
  'Rua General Osório',
  'Rua Doutor Nilo Peçanha',
  'Rua Professor Gabizo',
  'Avenida Rui Barbosa',
  'Rua Almirante Tamandaré',
];
const COMPLEMENTOS = [
  'Apartamento 101',
  'Apartamento 302',
  'Casa 2',
  'Sala 1204',
  'Loja A',
  'Fundos',
  'Bloco B, apartamento 504',
];

/** Municipalities (IBGE code, as in seed/reference/municipios.csv), area code and districts with a CEP prefix. */
interface LocalDef {
  municipioId: number;
  nome: string;
  uf: string;
  ddd: string;
  peso: number;
  bairros: readonly (readonly [string, string])[];
}

export const LOCAIS: readonly LocalDef[] = [
  {
    municipioId: 3304557,
    nome: 'Rio de Janeiro',
    uf: 'RJ',
    ddd: '21',
    peso: 12,
    bairros: [
      ['Centro', '20040'],
      ['Copacabana', '22041'],
      ['Tijuca', '20520'],
      ['Botafogo', '22250'],
      ['Barra da Tijuca', '22631'],
      ['Campo Grande', '23052'],
      ['Madureira', '21351'],
      ['Méier', '20735'],
    ],
  },
  {
    municipioId: 3303302,
    nome: 'Niterói',
    uf: 'RJ',
    ddd: '21',
    peso: 4,
    bairros: [
      ['Icaraí', '24230'],
      ['Centro', '24020'],
      ['Santa Rosa', '24240'],
    ],
  },
  {
    municipioId: 3304904,
    nome: 'São Gonçalo',
    uf: 'RJ',
    ddd: '21',
    peso: 3,
    bairros: [
      ['Alcântara', '24710'],
      ['Centro', '24445'],
    ],
  },
  {
    municipioId: 3301702,
    nome: 'Duque de Caxias',
    uf: 'RJ',
    ddd: '21',
    peso: 3,
    bairros: [
      ['Centro', '25020'],
      ['Jardim 25 de Agosto', '25071'],
    ],
  },
  {
    municipioId: 3303500,
    nome: 'Nova Iguaçu',
    uf: 'RJ',
    ddd: '21',
    peso: 3,
    bairros: [
      ['Centro', '26210'],
      ['Moquetá', '26285'],
    ],
  },
  {
    municipioId: 3303906,
    nome: 'Petrópolis',
    uf: 'RJ',
    ddd: '24',
    peso: 2,
    bairros: [
      ['Centro', '25620'],
      ['Quitandinha', '25650'],
    ],
  },
  {
    municipioId: 3306305,
    nome: 'Volta Redonda',
    uf: 'RJ',
    ddd: '24',
    peso: 2,
    bairros: [
      ['Aterrado', '27213'],
      ['Vila Santa Cecília', '27260'],
    ],
  },
  {
    municipioId: 3301009,
    nome: 'Campos dos Goytacazes',
    uf: 'RJ',
    ddd: '22',
    peso: 2,
    bairros: [
      ['Centro', '28010'],
      ['Pelinca', '28035'],
    ],
  },
  {
    municipioId: 3302403,
    nome: 'Macaé',
    uf: 'RJ',
    ddd: '22',
    peso: 2,
    bairros: [
      ['Centro', '27910'],
      ['Cavaleiros', '27920'],
    ],
  },
  { municipioId: 3300704, nome: 'Cabo Frio', uf: 'RJ', ddd: '22', peso: 1, bairros: [['Centro', '28907']] },
  { municipioId: 3305802, nome: 'Teresópolis', uf: 'RJ', ddd: '21', peso: 1, bairros: [['Várzea', '25953']] },
  {
    municipioId: 3300100,
    nome: 'Angra dos Reis',
    uf: 'RJ',
    ddd: '24',
    peso: 1,
    bairros: [['Centro', '23900']],
  },
  {
    municipioId: 3550308,
    nome: 'São Paulo',
    uf: 'SP',
    ddd: '11',
    peso: 1,
    bairros: [
      ['Bela Vista', '01310'],
      ['Pinheiros', '05422'],
    ],
  },
  {
    municipioId: 3106200,
    nome: 'Belo Horizonte',
    uf: 'MG',
    ddd: '31',
    peso: 1,
    bairros: [['Savassi', '30140']],
  },
  {
    municipioId: 3136702,
    nome: 'Juiz de Fora',
    uf: 'MG',
    ddd: '32',
    peso: 1,
    bairros: [['Centro', '36010']],
  },
  {
    municipioId: 3205309,
    nome: 'Vitória',
    uf: 'ES',
    ddd: '27',
    peso: 1,
    bairros: [['Praia do Canto', '29055']],
  },
];
export type Local = LocalDef;

const LOCAIS_PONDERADOS: Local[] = LOCAIS.flatMap((l) => Array<Local>(l.peso).fill(l));

export interface DevedorDemo {
  id: number;
  nome: string;
  email: string | null;
  tipoDocumentoIdentificacaoId: number;
  documentoIdentificacao: string;
  cep: string;
  rua: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  uf: string;
  municipioId: number;
  telefone1: string;
  telefone2: string | null;
  /** not a column: the municipality's name, for the processes' texts */
  municipio: string;
}

/** Lower-case ASCII of a text, for e-mail addresses ('Conceição' → 'conceicao'). */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** A base not made of one repeated digit (those numbers are not issued). */
function base(r: Aleatorio, n: number): string {
  for (;;) {
    const b = r.digitos(n);
    if (!/^(\d)\1*$/.test(b)) return b;
  }
}

export function gerarDevedores(
  r: Aleatorio,
  ids: { pessoas: number[]; empresas: number[] },
): { pessoas: DevedorDemo[]; empresas: DevedorDemo[] } {
  const documentos = new Set<string>();
  const unico = (gerar: () => string) => {
    for (;;) {
      const d = gerar();
      if (!documentos.has(d)) {
        documentos.add(d);
        return d;
      }
    }
  };
  const endereco = () => {
    const local = r.item(LOCAIS_PONDERADOS);
    const [bairro, prefixo] = r.item(local.bairros);
    return {
      cep: `${prefixo}${r.digitos(3)}`,
      rua: r.item(RUAS),
      numero: String(r.inteiro(1, 2500)),
      complemento: r.chance(0.4) ? r.item(COMPLEMENTOS) : null,
      bairro,
      uf: local.uf,
      municipioId: local.municipioId,
      municipio: local.nome,
      ddd: local.ddd,
    };
  };
  const celular = (ddd: string) => `${ddd}9${r.inteiro(6, 9)}${r.digitos(7)}`;
  const fixo = (ddd: string) => `${ddd}${r.inteiro(2, 3)}${r.digitos(7)}`;

  const pessoas = ids.pessoas.map((id): DevedorDemo => {
    const primeiro = r.chance(0.5) ? r.item(NOMES_MASCULINOS) : r.item(NOMES_FEMININOS);
    const s1 = r.item(SOBRENOMES);
    let s2 = r.item(SOBRENOMES);
    while (s2 === s1) s2 = r.item(SOBRENOMES);
    const nome = r.chance(0.6) ? `${primeiro} ${s1} ${s2}` : `${primeiro} ${s2}`;
    const { ddd, ...end } = endereco();
    return {
      id,
      nome,
      email: r.chance(0.8) ? `${ascii(primeiro)}.${ascii(s2)}${r.inteiro(1, 99)}@exemplo.com.br` : null,
      tipoDocumentoIdentificacaoId: TIPO_DOC_IDENTIFICACAO_CPF,
      documentoIdentificacao: unico(() => {
        const b = base(r, 9);
        return b + cpfCheckDigits(b);
      }),
      ...end,
      telefone1: celular(ddd),
      telefone2: r.chance(0.3) ? fixo(ddd) : null,
    };
  });
  const empresas = ids.empresas.map((id): DevedorDemo => {
    const ramo = r.item(RAMOS);
    const marca = r.chance(0.5) ? r.item(FANTASIAS) : r.item(SOBRENOMES);
    const nome = `${ramo} ${marca}${r.chance(0.15) ? ' & Filhos' : ''} ${r.item(FORMAS)}`;
    const { ddd, ...end } = endereco();
    return {
      id,
      nome,
      email: r.chance(0.9) ? `financeiro.${ascii(marca)}${r.inteiro(1, 99)}@exemplo.com.br` : null,
      tipoDocumentoIdentificacaoId: TIPO_DOC_IDENTIFICACAO_CNPJ,
      documentoIdentificacao: unico(() => {
        const b = `${base(r, 8)}${r.chance(0.85) ? '0001' : `000${r.inteiro(2, 9)}`}`;
        return b + cnpjCheckDigits(b);
      }),
      ...end,
      telefone1: fixo(ddd),
      telefone2: r.chance(0.5) ? celular(ddd) : null,
    };
  });
  return { pessoas, empresas };
}
