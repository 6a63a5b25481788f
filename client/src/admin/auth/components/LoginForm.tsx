import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import type { FormEvent } from 'react';
import type { FieldErrors } from '../../../shared/errors/error-message';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  values: LoginValues;
  errors: FieldErrors;
  /** The server's refusal, e.g. 'У Вас недостаточно прав.' */
  failure?: string;
  submitting: boolean;
  onChange: (values: LoginValues) => void;
  onSubmit: () => void;
}

/** Email and password of the back office sign-in. */
export function LoginForm({ values, errors, failure, submitting, onChange, onSubmit }: LoginFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>Электронная почта</Field.Label>
          <Input type="email" autoComplete="username" value={values.email} onChange={(event) => onChange({ ...values, email: event.target.value })} />
          {errors.email && <Field.ErrorText>{errors.email}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>Пароль</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => onChange({ ...values, password: event.target.value })}
          />
          {errors.password && <Field.ErrorText>{errors.password}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" loading={submitting} loadingText="Вход…">
          Войти
        </Button>
      </Stack>
    </form>
  );
}
