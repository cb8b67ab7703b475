import { Button, Card, SimpleGrid, Tabs } from "@chakra-ui/react";
import { POPULAR_CITIES, POPULAR_ZIPS } from "./pipeline-form.ts";

type Props = {
  disabled: boolean;
  onPickZip: (zip: string) => void;
  onPickCity: (city: string, state: string) => void;
};

export function QuickSearch({ disabled, onPickZip, onPickCity }: Props) {
  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Header>
        <Card.Title>Quick Search Options</Card.Title>
      </Card.Header>
      <Card.Body>
        <Tabs.Root defaultValue="zips" variant="line" size="sm">
          <Tabs.List>
            <Tabs.Trigger value="zips">Popular Zip Codes</Tabs.Trigger>
            <Tabs.Trigger value="cities">Popular Cities</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="zips">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
              {POPULAR_ZIPS.map((zip) => (
                <Button key={zip} variant="outline" size="sm" disabled={disabled} onClick={() => onPickZip(zip)}>
                  {zip}
                </Button>
              ))}
            </SimpleGrid>
          </Tabs.Content>
          <Tabs.Content value="cities">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
              {POPULAR_CITIES.map((city) => (
                <Button
                  key={city}
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onPickCity(city, "VA")}
                >
                  {city}, VA
                </Button>
              ))}
            </SimpleGrid>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
