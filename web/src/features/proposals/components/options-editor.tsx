/**
 * The proposal's options (up to three: e.g. two hotels), each with its own items added to the
 * days', and the add-ons the traveller may choose with any option.
 */
import { LIMITS } from "@contract/limits.ts";
import { PROPOSAL_LIMITS, type ProposalAddOn, type ProposalCurrency, type ProposalOption } from "@contract/proposals/model.ts";
import { TextField } from "../../../components/form-fields.tsx";
import { useProposalsT } from "../../../i18n/areas/proposals.ts";
import { inTimeOrder, move, newAddOn, newItem, newOption } from "../utils/itinerary.ts";
import { CustomItemAdder } from "./custom-item-adder.tsx";
import { pathsUnder } from "./day-list.tsx";
import { type ImageFieldRenderer, ItemCard } from "./item-card.tsx";
import { KIND_LABEL } from "./labels.ts";
import { NumberField } from "./number-field.tsx";

interface OptionsEditorProps {
  options: ProposalOption[];
  currency: ProposalCurrency;
  readOnly: boolean;
  invalid: ReadonlySet<string>;
  renderImage: ImageFieldRenderer;
  onChange(change: (options: ProposalOption[]) => ProposalOption[]): void;
  announce(text: string): void;
}

export function OptionsEditor({ options, currency, readOnly, invalid, renderImage, onChange, announce }: OptionsEditorProps) {
  const t = useProposalsT();
  const change = (id: string, update: (option: ProposalOption) => ProposalOption) =>
    onChange((current) => current.map((option) => (option.id === id ? update(option) : option)));
  return (
    <>
      <ol className="proposal-options" role="list">
        {options.map((option, index) => (
          <li key={option.id} className="proposal-option card" data-option-id={option.id} aria-labelledby={`option-heading-${option.id}`}>
            <h3 className="proposal-day__title" id={`option-heading-${option.id}`}>{t("proposals.option.heading", { n: index + 1 })}</h3>
            <div className="proposal-grid">
              <TextField
                label={t("proposals.option.name", { n: index + 1 })}
                required
                value={option.name}
                maxLength={LIMITS.shortText}
                disabled={readOnly}
                error={invalid.has(`options.${index}.name`) ? t("proposals.option.nameRequired") : undefined}
                onChange={(name) => change(option.id, (o) => ({ ...o, name }))}
              />
            </div>
            <TextField
              label={t("proposals.option.description")}
              multiline
              value={option.description ?? ""}
              maxLength={LIMITS.longText}
              onChange={(description) => change(option.id, (o) => withText(o, "description", description))}
            />
            <ol className="proposal-items" role="list" aria-label={t("proposals.option.items", { n: index + 1 })}>
              {option.items.map((item, itemIndex) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  index={itemIndex}
                  count={option.items.length}
                  currency={currency}
                  readOnly={readOnly}
                  invalid={pathsUnder(invalid, `options.${index}.items.${itemIndex}.`)}
                  renderImage={renderImage}
                  onChange={(update) =>
                    change(option.id, (o) => {
                      const items = o.items.map((entry) => (entry.id === item.id ? { ...entry, ...update } : entry));
                      return { ...o, items: "time" in update ? inTimeOrder(items) : items };
                    })}
                  onRemove={() => {
                    change(option.id, (o) => ({ ...o, items: o.items.filter((entry) => entry.id !== item.id) }));
                    announce(t("proposals.item.removed", { title: item.title || t("proposals.item.untitled") }));
                  }}
                  onMove={(delta) => {
                    const target = itemIndex + delta;
                    if (target < 0 || target >= option.items.length) return;
                    change(option.id, (o) => ({ ...o, items: move(o.items, itemIndex, target) }));
                    announce(t("proposals.item.moved", { title: item.title || t("proposals.item.untitled"), position: target + 1, count: option.items.length }));
                    requestAnimationFrame(() => document.getElementById(`move-${delta < 0 ? "up" : "down"}-${item.id}`)?.focus());
                  }}
                />
              ))}
            </ol>
            {readOnly ? null : (
              <div className="proposal-day__actions">
                <CustomItemAdder
                  label={t("proposals.option.addItem")}
                  disabled={option.items.length >= PROPOSAL_LIMITS.itemsPerOption}
                  onAdd={(kind) => {
                    const item = newItem(kind);
                    change(option.id, (o) => ({ ...o, items: [...o.items, item] }));
                    announce(t("proposals.item.addedKind", { kind: t(KIND_LABEL[kind]) }));
                    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-item-id="${item.id}"] input`)?.focus());
                  }}
                />
                <button
                  type="button"
                  className="btn btn--danger btn--sm"
                  disabled={options.length <= 1}
                  onClick={() => {
                    onChange((current) => current.filter((o) => o.id !== option.id));
                    announce(t("proposals.option.removed", { name: option.name }));
                    requestAnimationFrame(() => document.getElementById("add-option")?.focus());
                  }}
                >
                  {t("proposals.option.remove")}
                  <span className="visually-hidden">: {option.name}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <div className="proposal-section__actions">
          <button
            type="button"
            id="add-option"
            className="btn btn--secondary"
            disabled={options.length >= PROPOSAL_LIMITS.options}
            onClick={() => {
              const option = newOption(t("proposals.option.defaultName", { n: options.length + 1 }));
              onChange((current) => [...current, option]);
              announce(t("proposals.option.added", { n: options.length + 1 }));
              requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-option-id="${option.id}"] input`)?.focus());
            }}
          >
            {t("proposals.option.add")}
          </button>
          {options.length >= PROPOSAL_LIMITS.options ? <p className="muted">{t("proposals.option.limit", { max: PROPOSAL_LIMITS.options })}</p> : null}
        </div>
      )}
    </>
  );
}

function withText<T extends object>(value: T, key: keyof T & string, text: string): T {
  const next = { ...value } as Record<string, unknown>;
  if (text) next[key] = text;
  else delete next[key];
  return next as T;
}

interface AddOnsEditorProps {
  addOns: ProposalAddOn[];
  currency: ProposalCurrency;
  readOnly: boolean;
  invalid: ReadonlySet<string>;
  onChange(change: (addOns: ProposalAddOn[]) => ProposalAddOn[]): void;
  announce(text: string): void;
}

export function AddOnsEditor({ addOns, currency, readOnly, invalid, onChange, announce }: AddOnsEditorProps) {
  const t = useProposalsT();
  const change = (id: string, update: Partial<ProposalAddOn>) =>
    onChange((current) => current.map((addOn) => (addOn.id === id ? { ...addOn, ...update } : addOn)));
  return (
    <>
      {addOns.length === 0 ? <p className="muted">{t("proposals.addOn.none")}</p> : null}
      <ul className="proposal-addons" role="list">
        {addOns.map((addOn, index) => (
          <li key={addOn.id} className="proposal-addon" data-addon-id={addOn.id}>
            <div className="proposal-grid">
              <TextField
                label={t("proposals.addOn.title", { n: index + 1 })}
                required
                value={addOn.title}
                maxLength={LIMITS.shortText}
                disabled={readOnly}
                error={invalid.has(`addOns.${index}.title`) ? t("proposals.addOn.titleRequired") : undefined}
                onChange={(title) => change(addOn.id, { title })}
              />
              <TextField
                label={t("proposals.addOn.description")}
                value={addOn.description ?? ""}
                maxLength={LIMITS.shortText}
                disabled={readOnly}
                onChange={(description) => onChange((current) => current.map((a) => (a.id === addOn.id ? withText(a, "description", description) : a)))}
              />
            </div>
            <div className="proposal-grid proposal-grid--prices">
              <NumberField label={t("proposals.item.cost", { currency })} value={addOn.unitCost} max={PROPOSAL_LIMITS.maxAmount} disabled={readOnly} onChange={(unitCost) => change(addOn.id, { unitCost })} />
              <NumberField label={t("proposals.item.price", { currency })} value={addOn.unitPrice} max={PROPOSAL_LIMITS.maxAmount} disabled={readOnly} onChange={(unitPrice) => change(addOn.id, { unitPrice })} />
              <NumberField label={t("proposals.item.quantity")} whole value={addOn.quantity} max={PROPOSAL_LIMITS.maxQuantity} disabled={readOnly} onChange={(quantity) => change(addOn.id, { quantity })} />
            </div>
            {readOnly ? null : (
              <button
                type="button"
                className="btn btn--danger btn--sm"
                onClick={() => {
                  onChange((current) => current.filter((a) => a.id !== addOn.id));
                  announce(t("proposals.addOn.removed", { title: addOn.title }));
                  requestAnimationFrame(() => document.getElementById("add-addon")?.focus());
                }}
              >
                {t("proposals.addOn.remove")}
                <span className="visually-hidden">: {addOn.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div className="proposal-section__actions">
          <button
            type="button"
            id="add-addon"
            className="btn btn--secondary"
            disabled={addOns.length >= PROPOSAL_LIMITS.addOns}
            onClick={() => {
              const addOn = newAddOn();
              onChange((current) => [...current, addOn]);
              requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-addon-id="${addOn.id}"] input`)?.focus());
            }}
          >
            {t("proposals.addOn.add")}
          </button>
        </div>
      )}
    </>
  );
}
