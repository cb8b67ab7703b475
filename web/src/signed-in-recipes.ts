import {
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  inputAddonRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";
import { addRecipes } from "./theme.ts";

/**
 * The recipes of the components only signed-in screens use (tables, dialogs, menus, tabs, the toaster...): Chakra's
 * defaults, as in theme.ts, added to the system when the signed-in frame or the toaster loads, so that the sign-in page
 * does not download them. Imported for its effect, before any of these components can render.
 */
addRecipes({
  recipes: {
    badge: badgeRecipe,
    checkmark: checkmarkRecipe,
    colorSwatch: colorSwatchRecipe,
    inputAddon: inputAddonRecipe,
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    avatar: avatarSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    popover: popoverSlotRecipe,
    progress: progressSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
});
