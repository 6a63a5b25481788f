import { useMutation } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Center } from '@chakra-ui/react/center';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useContext, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AdminSignInDocument } from '../../../generated/admin/graphql';
import { startSession } from '../../../shared/auth/session';
import { PageTitle, ShopNameContext } from '../../../shared/components/PageTitle';
import { errorMessage, errorCode, fieldErrors, type FieldErrors } from '../../../shared/errors/error-message';
import { clearNotices, notifyError, notifySuccess } from '../../../shared/notices/notices';
import { adminHomeUrl } from '../../sections';
import { LoginForm, type LoginValues } from '../components/LoginForm';

export const SIGNED_IN_NOTICE = 'Вы успешно авторизованы!';
/** A wrong email or password: say which pair is wrong, not «Вы не авторизованы.» */
export const WRONG_PAIR_MESSAGE = 'Неверный email или пароль.';

/** Where the guard sent the visitor from, to return there after signing in. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return from?.startsWith('/admin/') && from !== '/admin/login' ? from : adminHomeUrl;
}

/** The back office sign-in: `adminSignIn`, then both tokens are stored (SPEC §4, §6). */
export function AdminLoginView() {
  const shopName = useContext(ShopNameContext);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [signIn, { loading }] = useMutation(AdminSignInDocument);

  const submit = async () => {
    const missing: FieldErrors = {};
    if (!values.email.trim()) missing.email = 'Заполните поле';
    if (!values.password) missing.password = 'Заполните поле';
    setErrors(missing);
    setFailure(undefined);
    if (Object.keys(missing).length) return;
    try {
      const { data } = await signIn({ variables: { input: { email: values.email.trim(), password: values.password } } });
      if (!data) throw new Error('Пустой ответ сервера');
      startSession(data.adminSignIn);
      // The refusal of an earlier attempt must not linger beside the welcome.
      clearNotices();
      notifySuccess(SIGNED_IN_NOTICE);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      const message = errorCode(error) === 'UNAUTHENTICATED' ? WRONG_PAIR_MESSAGE : errorMessage(error);
      setErrors(fieldErrors(error));
      setFailure(message);
      notifyError(message);
    }
  };

  return (
    <Center minH="100vh" bg="bg.muted" px="4">
      <PageTitle title="Вход в панель управления" />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '8' }} w="full" maxW="md" shadow="sm">
        <Heading as="h1" size="2xl" mb="1">
          Вход в панель управления
        </Heading>
        <Text color="fg.muted" mb="6">
          Только для администраторов магазина «{shopName}».
        </Text>
        <LoginForm values={values} errors={errors} failure={failure} submitting={loading} onChange={setValues} onSubmit={() => void submit()} />
      </Box>
    </Center>
  );
}
