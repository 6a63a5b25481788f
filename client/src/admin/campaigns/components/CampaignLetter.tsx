import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminCampaignPreviewQuery } from '../../../generated/admin/graphql';

export interface CampaignLetterProps {
  /** The letter as the server sends it; none while it loads. */
  letter?: AdminCampaignPreviewQuery['preview'];
  /** Why it could not be shown. */
  error?: string;
}

/**
 * «Письмо, каким его получат подписчики»: to whom (the staff member looking), the subject and the
 * letter itself, drawn in a frame that runs nothing (its links are only shown).
 */
export function CampaignLetter({ letter, error }: CampaignLetterProps) {
  return (
    <Stack as="section" aria-label="Письмо" gap="3" maxW="2xl">
      <Heading as="h2" size="md">
        Письмо, каким его получат подписчики
      </Heading>
      {error && <Text color="fg.error">{error}</Text>}
      {!error && !letter && <Text color="fg.muted">Письмо загружается…</Text>}
      {letter && (
        <>
          <Text>
            Тема: <strong>{letter.subject}</strong>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Здесь оно адресовано вам ({letter.to}); у каждого подписчика в ссылке «Отписаться» — его собственная подписка.
          </Text>
          <Box borderWidth="1px" borderRadius="l3" overflow="hidden">
            <iframe title={`Письмо «${letter.subject}»`} srcDoc={letter.html} sandbox="" style={{ display: 'block', width: '100%', height: '32rem', border: 0 }} />
          </Box>
        </>
      )}
    </Stack>
  );
}
