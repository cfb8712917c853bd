import { gerarBoletoBB } from '@divida/domain/boleto';
import { toDecimal } from '@divida/domain/money';
import { brCodePixEstatico } from '@divida/domain/pix';
import { describe, expect, it } from 'vitest';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { pdfTextItems } from '../../test/pdfText.ts';
import { documentoBoleto } from './boleto.impressao.ts';

const MARGEM = 30;

/** A slip whose Pix code has no space to wrap at: a random key (EVP), one-word name and city. */
function slip() {
  const valor = toDecimal('1234.56');
  const bb = gerarBoletoBB({
    convenio: '2873461',
    carteira: '17',
    sequencial: 42,
    valor,
    vencimento: '2026-12-10',
  });
  const pix = brCodePixEstatico({
    chave: '123e4567-e89b-42d3-a456-426614174000',
    nomeRecebedor: 'INEA',
    cidadeRecebedor: 'Petropolis',
    valor,
    txid: bb.nossoNumero,
    unicoUso: true,
  });
  return {
    pix,
    dados: {
      boleto: {
        id: 1,
        processoCobrancaId: 1,
        lancamentoId: 1,
        sequencial: 42,
        nossoNumero: bb.nossoNumero,
        convenio: '2873461',
        carteira: '17',
        dataVencimento: '2026-12-10',
        valorBoleto: valor,
        valorCorrecao: toDecimal('0'),
        valorJurosMesPagamento: toDecimal('0'),
        valorHonorarios: toDecimal('0'),
        valorTotalBoleto: valor,
        codigoBarras: bb.codigoBarras,
        linhaDigitavel: bb.linhaDigitavel,
        pixCopiaECola: pix,
        valido: true,
        registrado: false,
        dataRegistro: null,
        situacaoRegistro: null,
        baixaPendente: false,
        remessaId: null,
        criadoEm: new Date('2026-11-26T12:00:00Z'),
      },
      cobranca: { numero: '2026000123', totalParcelas: 1, parcela: 1 },
      orgao: {
        nome: 'Instituto Estadual do Ambiente',
        sigla: 'INEA',
        cnpj: '10598957000135',
        agencia: '1234-5',
        convenio: '2873461',
        carteira: '17',
      },
      pagador: {
        nome: 'ANA SOUZA',
        documento: '52998224725',
        endereco: ['Rua A, 1', 'Centro', 'Rio de Janeiro', '20000000'],
      },
      cdas: [{ numeroCda: '2026/000001', numeroProcesso: '2026000001' }],
    },
  };
}

describe('documentoBoleto', () => {
  it("wraps the Pix 'copia e cola' code within the page's margins, complete", async () => {
    const { pix, dados } = slip();
    expect(pix).not.toMatch(/\s/);
    const [pagina] = await pdfTextItems(await renderDocumento(documentoBoleto(dados, '2026-11-26')));
    const inicio = pagina!.items.findIndex((i) => i.str.includes('Pix Copia e Cola')) + 1;
    expect(inicio).toBeGreaterThan(0);
    // the runs after the caption that spell the code
    const trechos = [];
    for (let i = inicio, lido = ''; lido.length < pix.length && i < pagina!.items.length; i++) {
      trechos.push(pagina!.items[i]!);
      lido += pagina!.items[i]!.str;
    }
    expect(trechos.map((t) => t.str).join('')).toBe(pix);
    for (const t of trechos) {
      expect(t.x).toBeGreaterThanOrEqual(MARGEM - 0.5);
      expect(t.x + t.width, t.str).toBeLessThanOrEqual(pagina!.width - MARGEM + 0.5);
    }
    // more than one line: it wrapped rather than ran on
    expect(new Set(trechos.map((t) => Math.round(t.y))).size).toBeGreaterThan(1);
  });
});
