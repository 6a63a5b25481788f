import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../../shared/components/RouterLink';

/** One number of the dashboard with its label; a number with a list behind it links there. */
export function Figure({ label, value, to, hint }: { label: string; value: string; to?: string; hint?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="short" mt="1">
        {to ? (
          <RouterLink to={to} aria-label={`${label}: ${value}`}>
            {value}
          </RouterLink>
        ) : (
          value
        )}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}
