/**
 * The benches' one-at-a-time HTTP/1.1 client: one keep-alive socket, one request at a time, the
 * answer read by its Content-Length (or chunks). It measures the API's latency without queueing.
 *
 * It writes the request's bytes to the socket itself instead of going through `http.request`: on
 * these two cores Node's `http` client spent 0.3–0.5 ms of CPU a request (agent, header objects,
 * streams), which the server then waited for; what is measured is then mostly the server and the
 * loopback. Both clients are real HTTP clients over the same socket kind; bench/README.md gives the
 * floor measured with each.
 */
import net from 'node:net';

export interface Resposta {
  status: number;
  body: string;
}

export function clienteSerial(port: number, token: string) {
  const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
  const pronto = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let pendente: { resolve: (r: Resposta) => void; reject: (e: Error) => void } | undefined;
  let recebido: Buffer = Buffer.alloc(0);

  socket.on('data', (chunk: Buffer) => {
    recebido = recebido.length === 0 ? chunk : Buffer.concat([recebido, chunk]);
    const resposta = lerResposta(recebido);
    if (!resposta || !pendente) return;
    recebido = recebido.subarray(resposta.fim);
    const p = pendente;
    pendente = undefined;
    p.resolve({ status: resposta.status, body: resposta.body });
  });
  socket.on('error', (e) => pendente?.reject(e));
  socket.on('close', () => pendente?.reject(new Error('conexão fechada pelo servidor')));

  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: string): Promise<Resposta> => {
    await pronto;
    let cabecalho = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${token}\r\n`;
    if (body !== undefined)
      cabecalho += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise<Resposta>((resolve, reject) => {
      pendente = { resolve, reject };
      socket.write(cabecalho + '\r\n' + (body ?? ''));
    });
  };
  return { call, close: () => socket.destroy() };
}

/** One whole answer at the start of `b`, or undefined while it is still arriving. */
function lerResposta(b: Buffer): { status: number; body: string; fim: number } | undefined {
  const fimCabecalho = b.indexOf('\r\n\r\n');
  if (fimCabecalho < 0) return undefined;
  const cabecalho = b.toString('latin1', 0, fimCabecalho).toLowerCase();
  const status = Number(cabecalho.slice(9, 12));
  const inicio = fimCabecalho + 4;
  const tamanho = /\r\ncontent-length: *(\d+)/.exec(cabecalho);
  if (tamanho) {
    const fim = inicio + Number(tamanho[1]);
    return b.length < fim ? undefined : { status, body: b.toString('utf8', inicio, fim), fim };
  }
  if (!/\r\ntransfer-encoding: *chunked/.test(cabecalho)) return { status, body: '', fim: inicio };
  const partes: Buffer[] = [];
  let i = inicio;
  for (;;) {
    const fimLinha = b.indexOf('\r\n', i);
    if (fimLinha < 0) return undefined;
    const n = parseInt(b.toString('latin1', i, fimLinha), 16);
    const dados = fimLinha + 2;
    if (b.length < dados + n + 2) return undefined;
    if (n === 0) return { status, body: Buffer.concat(partes).toString('utf8'), fim: dados + 2 };
    partes.push(b.subarray(dados, dados + n));
    i = dados + n + 2;
  }
}
