import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { InfoPageContent } from '../info-pages';

/** An information page rendered from its content: title, lead and sections. */
export function InfoArticle({ page }: { page: InfoPageContent }) {
  return (
    <Stack as="article" gap="6" maxW="3xl">
      <Heading as="h1" size="3xl">
        {page.title}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {page.lead}
      </Text>
      {page.sections.map((section, index) => (
        <Stack as="section" gap="3" key={section.heading ?? index}>
          {section.heading && (
            <Heading as="h2" size="xl">
              {section.heading}
            </Heading>
          )}
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.items && (
            <Box as="ul" ps="6" listStyleType="disc">
              {section.items.map((item) => (
                <Box as="li" key={item} mb="1">
                  {item}
                </Box>
              ))}
            </Box>
          )}
          {section.steps && (
            <Box as="ol" ps="6" listStyleType="decimal">
              {section.steps.map((step) => (
                <Box as="li" key={step} mb="1">
                  {step}
                </Box>
              ))}
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
