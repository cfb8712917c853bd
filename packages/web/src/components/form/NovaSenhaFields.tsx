import { useEffect, useState } from 'react';
import { useWatch, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { SENHA_MAX, SENHA_MIN, senhaRegras } from '@divida/domain/auth/auth.schema';
import { MENSAGENS_SENHA, senhaFraca, type DonoDaSenha } from '@divida/domain/auth/senhaFraca';
import { PasswordField } from './PasswordField.tsx';

/** Live checks of spec 01 §2.9, in the spec's order. */
export function passwordChecks(senhaNova: string, confirmacao: string) {
  return [
    { label: `Entre ${SENHA_MIN} e ${SENHA_MAX} caracteres`, ok: senhaRegras.tamanho(senhaNova) },
    { label: 'Ao menos um número', ok: senhaRegras.numero(senhaNova) },
    { label: 'Ao menos uma letra', ok: senhaRegras.letra(senhaNova) },
    { label: 'Ao menos uma letra minúscula', ok: senhaRegras.minuscula(senhaNova) },
    { label: 'As senhas são iguais', ok: senhaNova.length > 0 && senhaNova === confirmacao },
  ];
}

/**
 * Whether the password is common or holds its owner's name or e-mail (the domain's rule, the same the
 * server applies); undefined while the list loads or the field is empty.
 */
function useSenhaFraca(senha: string, dono: DonoDaSenha | undefined): boolean | undefined {
  const [resposta, setResposta] = useState<{ senha: string; fraca: boolean }>();
  const nome = dono?.nome;
  const email = dono?.email;
  useEffect(() => {
    if (!senha) return;
    let vigente = true;
    void senhaFraca(senha, { nome, email }).then((m) => {
      if (vigente) setResposta({ senha, fraca: m !== null });
    });
    return () => {
      vigente = false;
    };
  }, [senha, nome, email]);
  return senha && resposta?.senha === senha ? resposta.fraca : undefined;
}

type NovaSenhaValues = { senhaNova: string; confirmacaoSenha: string };

/** 'Nova senha' + 'Confirmação da nova senha' with the live 'Requisitos da senha' list (spec 01 §2.9). */
export function NovaSenhaFields<T extends NovaSenhaValues>({
  form,
  autoFocus = false,
  dono,
}: {
  form: UseFormReturn<T>;
  autoFocus?: boolean;
  /** whose password it is: its name and e-mail may not be in it */
  dono?: DonoDaSenha;
}) {
  const { register, control, formState } = form;
  const errors = formState.errors as FieldErrors<NovaSenhaValues>;
  const [senhaNova, confirmacao] = useWatch({
    control,
    name: ['senhaNova', 'confirmacaoSenha'] as [Path<T>, Path<T>],
  }) as [string | undefined, string | undefined];
  const fraca = useSenhaFraca(senhaNova ?? '', dono);
  const checks = [
    ...passwordChecks(senhaNova ?? '', confirmacao ?? ''),
    { label: MENSAGENS_SENHA.regra, ok: fraca === false },
  ];
  return (
    <>
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...register('senhaNova' as Path<T>)}
        error={Boolean(errors.senhaNova)}
        helperText={errors.senhaNova?.message}
        maxLength={SENHA_MAX}
      />
      <PasswordField
        label="Confirmação da nova senha"
        autoComplete="new-password"
        {...register('confirmacaoSenha' as Path<T>)}
        error={Boolean(errors.confirmacaoSenha)}
        helperText={errors.confirmacaoSenha?.message}
        maxLength={SENHA_MAX}
      />
      <List dense aria-label="Requisitos da senha" disablePadding>
        {checks.map((c) => (
          <ListItem key={c.label} disableGutters data-ok={c.ok}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {c.ok ? (
                <CheckCircle color="success" fontSize="small" titleAccess="atendido" />
              ) : (
                <RadioButtonUnchecked color="disabled" fontSize="small" titleAccess="pendente" />
              )}
            </ListItemIcon>
            <ListItemText primary={c.label} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
