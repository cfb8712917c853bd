import { adminToken } from './support/api.ts';
import { api, createOrgao, createUsuarioComPerfil, letras } from './support/admin.ts';
import { expect, test } from './support/test.ts';
import { ConfiguracaoPage } from './pages/AdminPages.ts';

interface Configuracao {
  maxParcelas: number;
  valorMinParcelas: number;
  porcentagemJurosMes: number;
  porcentagemHonorarios: number;
  prazoDias: number;
  anosPrescricao: number;
  versao: number;
}

test('configuração: percentuais digitados em %, gravados como frações; Alterar só com a permissão', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await adminToken();
  const original = await api<Configuracao>(token, 'GET', 'conf/buscarConfiguracoes');
  const conf = new ConfiguracaoPage(page);
  try {
    await loginPage.goto();
    await loginPage.loginAs('admin');
    await conf.goto();
    await expect(conf.juros).toHaveValue(
      String(Math.round(original.porcentagemJurosMes * 1e4) / 1e2).replace('.', ','),
    );

    await conf.juros.fill('0');
    await conf.alterar.click();
    await expect(conf.juros).toHaveAccessibleDescription('A porcentagem mínima é 1%');
    await conf.juros.fill('100');
    await conf.alterar.click();
    await expect(conf.juros).toHaveAccessibleDescription('A porcentagem máxima é de 99%');

    // Brazilian writing, typed key by key and pasted: never another magnitude (issue item 1)
    await conf.maxParcelas.fill('48');
    await conf.juros.fill('');
    await conf.juros.pressSequentially('2,5');
    await conf.honorarios.fill('10');
    await conf.valorMinParcelas.fill('');
    await conf.valorMinParcelas.pressSequentially('1.234,56');
    await conf.alterar.click();
    await expect(shell.toast('Configurações atualizadas com sucesso.')).toBeVisible();
    const gravada = await api<Configuracao>(token, 'GET', 'conf/buscarConfiguracoes');
    expect(gravada).toEqual({
      maxParcelas: 48,
      valorMinParcelas: 1234.56,
      porcentagemJurosMes: 0.025,
      porcentagemHonorarios: 0.1,
      prazoDias: original.prazoDias,
      // the prescription term (issue 25), an optional extension of the spec's payload: left as it was
      anosPrescricao: original.anosPrescricao,
      versao: original.versao + 1,
    });
    await page.reload();
    await expect(conf.juros).toHaveValue('2,5');
    await expect(conf.honorarios).toHaveValue('10');
    await expect(conf.valorMinParcelas).toHaveValue('1.234,56');

    await conf.valorMinParcelas.fill('R$ 2.000,10');
    await conf.juros.fill('1.5');
    await conf.alterar.click();
    await expect
      .poll(() => api<Configuracao>(token, 'GET', 'conf/buscarConfiguracoes'))
      .toMatchObject({ valorMinParcelas: 2000.1, porcentagemJurosMes: 0.015 });
    await expect(conf.valorMinParcelas).toHaveValue('2.000,10');
    await expect(conf.juros).toHaveValue('1,5');
    await shell.logout('Administrador');

    // Only CONSULTAR_CONFIGURACAO: the values, no 'Alterar'.
    const p = letras(6);
    const orgao = await createOrgao(token, p);
    const leitor = await createUsuarioComPerfil(token, {
      prefixo: p,
      orgaoCredor: orgao.id,
      permissoes: ['CONSULTAR_CONFIGURACAO'],
      senha: 'Leitura@2026',
    });
    await loginPage.goto();
    await loginPage.login(leitor.email, 'Leitura@2026');
    await expect(shell.menuEntries()).toHaveText(['Configuração']);
    await shell.menuEntries().first().click();
    await expect(conf.juros).toHaveValue('1,5');
    await expect(conf.juros).toBeDisabled();
    await expect(conf.alterar).toHaveCount(0);
  } finally {
    const atual = await api<Configuracao>(token, 'GET', 'conf/buscarConfiguracoes');
    await api(token, 'PUT', 'conf/editar', { ...original, versao: atual.versao });
  }
});
