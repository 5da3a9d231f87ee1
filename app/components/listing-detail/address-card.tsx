import { Card, DataList, Heading } from "@radix-ui/themes";

type Address = { street: string; area: string; city: string; state: string; pincode: string };

export function AddressCard({ address }: { address: Address }) {
  const rows: [string, string][] = [
    ["Street", address.street],
    ["Area", address.area],
    ["City", address.city],
    ["State", address.state],
    ["Pincode", address.pincode],
  ];
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        Address
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
