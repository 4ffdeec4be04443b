"""Deriving mana abilities from XMage card classes (tools/xmage_abilities.py), on small
hand-written classes in XMage's shape (no snapshot needed), and the derived data shipped."""

from __future__ import annotations

import mtgrules as mr
from tools.xmage_abilities import NOT_READ, face_abilities

LOCKET = """
public final class SomeLocket extends CardImpl {
    public SomeLocket(UUID ownerId, CardSetInfo setInfo) {
        super(ownerId, setInfo, new CardType[]{CardType.ARTIFACT}, "{3}");

        // {T}: Add {W} or {B}.
        this.addAbility(new WhiteManaAbility());
        this.addAbility(new BlackManaAbility());

        // {W/B}{W/B}{W/B}{W/B}, {T}, Sacrifice Some Locket: Draw two cards.
        Ability ability = new SimpleActivatedAbility(new DrawCardSourceControllerEffect(2), new ManaCostsImpl<>("{W/B}"));
        this.addAbility(ability);
    }
}
"""

MODAL = """
    public FrontBack(UUID ownerId, CardSetInfo setInfo) {
        super(ownerId, setInfo, new CardType[]{CardType.SORCERY}, "{2}{G}", "Back Land", new CardType[]{CardType.LAND}, "");
        // Target creature gets +2/+2 until end of turn.
        this.getLeftHalfCard().getSpellAbility().addEffect(new BoostTargetEffect(2, 2));

        // Back Land
        // Add one mana of any color.
        Ability manaAbility = new AnyColorManaAbility();
        this.getRightHalfCard().addAbility(manaAbility);
    }
"""

NO_COMMENT = """
    public Odd(UUID ownerId, CardSetInfo setInfo) {
        super(ownerId, setInfo, new CardType[]{CardType.LAND}, "");
        this.addAbility(new ConditionalAnyColorManaAbility(1, new OddManaBuilder()));
    }
"""


def test_a_comment_is_read_with_the_rules_text_reader():
    faces, unread = face_abilities(LOCKET, "SomeLocket", ["Some Locket"])
    assert faces == [[{"adds": "mana", "types": "WB", "cost": "{T}"}]] and unread == []


def test_the_simplest_classes_are_read_where_the_comment_says_nothing_and_faces_are_kept_apart():
    faces, unread = face_abilities(MODAL, "FrontBack", ["Front", "Back Land"])
    assert faces == [[], [{"adds": "any color", "cost": "{T}"}]] and unread == []


def test_a_mana_ability_of_the_code_that_nothing_describes_is_listed():
    assert face_abilities(NO_COMMENT, "Odd", ["Odd"]) == ([[]], [NOT_READ])


def test_the_shipped_cards_since_2018_have_their_mana_abilities():
    signet = mr.card("Arcane Signet")
    assert signet.abilities_source == "XMage" and signet.abilities_known
    assert [a.adds for a in signet.mana_abilities] == ["commander identity"]
    assert mr.card("Orzhov Locket").mana_abilities[0].types == "WB"
    assert str(mr.card("Gyre Engineer").mana_abilities[0]) == "{T}: Add {U}{G}"
    awakening = mr.card("Agadeem's Awakening")  # a modal double-faced card: its back face adds {B}
    assert [str(a) for a in awakening.faces[1].mana_abilities] == ["{T}: Add {B}"]
    assert awakening.abilities_known and awakening.faces[1].abilities_known
    b = mr.Board()
    b.add("Forest", "you")
    h = b.add("Incubation Druid", "you")  # a type a land you control could produce (106.7)
    assert mr.card("Incubation Druid").abilities_known and mr.could_produce(b)[h] == "G"
    plaza = mr.card("Plaza of Heroes")  # "any color among legendary permanents you control"
    assert plaza.abilities_known and plaza.mana_abilities[2].among == "legendary permanent"
    b = mr.Board()
    plaza_here = b.add("Plaza of Heroes", "you")
    b.add("Isamaru, Hound of Konda", "you")  # a legendary white creature (106.5)
    notes = {n[0]: n[1] for n in mr.explain(b, plaza_here).notes}
    assert notes["“{T}: Add one mana of any color among legendary permanents you control”"] == "W"
    rosheen = mr.card("Rosheen, Roaring Prophet")  # cards revealed from a hand: hidden information
    assert not rosheen.abilities_known and rosheen.unread == ("{T}: adds mana in a way not read",)


HOLOCRON = """
    public TwoHolocron(UUID ownerId, CardSetInfo setInfo) {
        super(ownerId, setInfo, new CardType[]{CardType.ARTIFACT}, "{2}");
        // {T}, Remove two charge counters from Two Holocron: Add GW or WU.
        cost = new RemoveCountersSourceCost(CounterType.CHARGE.createInstance(2));
        ability = new SimpleManaAbility(Zone.BATTLEFIELD, new Mana(1, 0, 0, 0, 1, 0, 0, 0), new TapSourceCost());
        ability.addCost(cost);
        this.addAbility(ability);
        ability = new SimpleManaAbility(Zone.BATTLEFIELD, new Mana(1, 1, 0, 0, 0, 0, 0, 0), new TapSourceCost());
        ability.addCost(cost);
        this.addAbility(ability);
    }
"""


def test_a_comment_with_a_typo_gives_way_to_fixed_mana_in_the_code():
    # Mana(white, blue, black, red, green, generic, any, colorless)
    faces, unread = face_abilities(HOLOCRON, "TwoHolocron", ["Two Holocron"])
    cost = "{T}, Remove two charge counters from Two Holocron"
    assert unread == [] and faces == [[
        {"adds": "mana", "types": "WG", "options": ["WG"], "amount": 2, "cost": cost},
        {"adds": "mana", "types": "WU", "options": ["WU"], "amount": 2, "cost": cost}]]
