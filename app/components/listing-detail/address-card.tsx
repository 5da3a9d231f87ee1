import { Card, DataList, Heading } from "@radix-ui/themes";
import { placeName } from "~/domain/catalog";
import { useLang, useMessages } from "~/messages/use-messages";

type Address = { street: string; area: string; city: string; state: string; pincode: string };

export function AddressCard({ address }: { address: Address }) {
  const t = useMessages("listing").address;
  const lang = useLang();
  const rows: [string, string][] = [
    [t.street, address.street],
    [t.area, placeName(address.area, lang)],
    [t.city, placeName(address.city, lang)],
    [t.state, address.state],
    [t.pincode, address.pincode],
  ];
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        {t.title}
      </Heading>
      <DataList.Root size="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="80px">{label}</DataList.Label>
            <DataList.Value>{value || "—"}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
