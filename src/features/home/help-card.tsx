import { Card, Container } from '@chakra-ui/react';
import { ButtonRow } from '@/components/button-row';
import { StaticPart } from '@/components/static-part';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { BookIcon, PhoneIcon } from '@/lib/icons/icons';

/** "How Can We Help You Today?": a phone call or the knowledge base, one tap away. */
export function HelpCard() {
  return (
    <StaticPart>
      <Container maxW="6xl" mt={{ base: '-6', md: '-8' }} position="relative">
        <Card.Root
          as="section"
          aria-labelledby="help-heading"
          variant="elevated"
          bg="bg.panel"
          borderTopWidth="4px"
          borderTopColor="herb.600"
        >
          <Card.Body gap="3">
            <Card.Title id="help-heading" as="h2" fontFamily="heading" fontSize="2xl">
              How Can We Help You Today?
            </Card.Title>
            <Card.Description>
              Talk to a person on the phone, or find the answer yourself in the knowledge base: it works offline too.
            </Card.Description>
            <ButtonRow
              mt="2"
              colorPalette="herb"
              actions={[
                { label: `Call ${site.phone.display}`, icon: PhoneIcon, href: site.phone.href },
                { label: 'Knowledge Base', icon: BookIcon, to: paths.knowledgeBase, variant: 'outline' },
              ]}
            />
          </Card.Body>
        </Card.Root>
      </Container>
    </StaticPart>
  );
}
