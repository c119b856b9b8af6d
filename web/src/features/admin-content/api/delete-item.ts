import { cataloguePath } from "@contract/catalogue-collections.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { del } from "../../../lib/api-client.ts";
import { type AdminResource, adminKeys } from "./resources.ts";

/** DELETE /api/{area}/{id}. */
export function deleteItem(resource: AdminResource<unknown>, id: string): Promise<unknown> {
  return del(cataloguePath(resource.key, id));
}

export function useDeleteItem(resource: AdminResource<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(resource, id),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.catalogue }),
      ]);
    },
  });
}
