import { Link, type LinkProps } from '@chakra-ui/react/link';
import { Link as RouterDomLink } from 'react-router-dom';

/** A Chakra-styled link that navigates inside the app. */
export function RouterLink({ to, children, ...props }: LinkProps & { to: string }) {
  return (
    <Link asChild {...props}>
      <RouterDomLink to={to}>{children}</RouterDomLink>
    </Link>
  );
}
