import { descreverOrigem, leitorDoAcesso } from '@divida/domain/devedor/acessoDados.schema';
import { formatCep } from '@divida/domain/format';
import { pageQuery, pageSchema } from '@divida/domain/list';
import { acessoDoTitularSchema, meusDadosSchema } from '@divida/domain/portal/portal.schema';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../platform/http/documentacao.ts';
import { devedorCadastro as devedor } from '../devedor/index.ts';
import { municipioNome as municipio } from '../localidade/index.ts';
import { acessosDoTitular } from '../posicaoDevedor/index.ts';
import { registrarAcessosDeclarados } from './acessos.ts';
import { exigirPessoa, pessoaDe, porSessao } from './sessao.ts';

const tags = ['portal'];
const SESSAO = [{ portalSessao: [] }];

/**
 * Meus dados (docs/portal.md §5.5): what the office holds about the person's own CPF, and who read it
 * (LGPD arts. 18 and 37), both as the staff's data-subject report shows them.
 */
export const meusDadosPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registrarAcessosDeclarados(app);
  const cadastrosDe = (cpf: string) =>
    ctx.db
      .select({
        id: devedor.id,
        documentoIdentificacao: devedor.documentoIdentificacao,
        nome: devedor.nome,
        email: devedor.email,
        telefone1: devedor.telefone1,
        rua: devedor.rua,
        numero: devedor.numero,
        complemento: devedor.complemento,
        bairro: devedor.bairro,
        cep: devedor.cep,
        uf: devedor.uf,
        municipio: municipio.nome,
      })
      .from(devedor)
      .leftJoin(municipio, eq(municipio.id, devedor.municipioId))
      .where(inArray(devedor.documentoIdentificacao, [cpf]));

  app.get(
    '/meusDados',
    {
      config: { rateLimit: porSessao(120), acessoDados: 'PORTAL_MEUS_DADOS' },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Meus dados: o cadastro que o órgão mantém sobre a pessoa',
        security: SESSAO,
        response: { 200: meusDadosSchema, ...erros(429) },
      },
    },
    async (request) => {
      const p = pessoaDe(request);
      const cadastros = await cadastrosDe(p.cpf);
      request.devedoresLidos = cadastros.map((c) => c.id);
      return {
        cpf: p.cpf,
        nome: p.nome,
        email: p.email,
        cadastros: cadastros.map((c) => ({
          documentoIdentificacao: c.documentoIdentificacao,
          nome: c.nome,
          email: c.email,
          telefone1: c.telefone1,
          endereco: [
            [c.rua, c.numero, c.complemento].filter(Boolean).join(', '),
            c.bairro,
            [c.municipio, c.uf].filter(Boolean).join('/'),
            c.cep ? `CEP ${formatCep(c.cep)}` : null,
          ]
            .filter(Boolean)
            .join(' – '),
        })),
      };
    },
  );

  app.get(
    '/meusDados/acessos',
    {
      config: { rateLimit: porSessao(120) },
      onRequest: exigirPessoa(ctx.db),
      schema: {
        tags,
        summary: 'Quem consultou os dados da pessoa, quando e por qual tela',
        security: SESSAO,
        querystring: pageQuery(['em'], 'em,desc'),
        response: { 200: pageSchema(acessoDoTitularSchema), ...erros(429) },
      },
    },
    async (request) => {
      const cadastros = await cadastrosDe(pessoaDe(request).cpf);
      const r = await acessosDoTitular(
        ctx.db,
        cadastros.map((c) => c.id),
        request.query,
      );
      return {
        totalElements: r.totalElements,
        content: r.content.map((x) => ({
          em: x.em,
          canal: x.canal,
          quem: {
            nome: leitorDoAcesso(x),
            orgaoCredor: x.orgaoCredor?.sigla ?? null,
          },
          origem: descreverOrigem(x.origem, x.referencia),
        })),
      };
    },
  );
};
